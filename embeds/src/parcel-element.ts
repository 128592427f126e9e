/**
 * The base of every Kickoff element that shows a parcel: it mounts a parcel exported by a Kickoff
 * module into the element's shadow root, passes the element's validated attributes as the parcel's
 * props (an attribute change updates the mounted parcel, never remounts it), and adopts the module
 * style sheets into the shadow root (the host page's styles never leak in, ours never leak out).
 */
import { LitElement, html } from 'lit';
import { allStyleSheets, mountModuleParcel, onStyleSheetsChange, type ModuleParcel } from '@kickoff/platform';

/** What an element's attributes give: the parcel's props, or why they cannot (shown inline). */
export type PropsResult = { ok: true; props: Readonly<Record<string, unknown>> } | { ok: false; message: string };

/**
 * Mounts a parcel exported by a Kickoff module into the element's shadow root. The shadow root
 * adopts every registered module sheet, including sheets of modules that load after it connects.
 * `props()` turns the attributes into the parcel's props (validated by the subclass): a bad attribute
 * renders a clear inline message instead of the parcel, and a change of attributes updates the
 * mounted parcel without a remount. Moving the element (disconnect, then connect elsewhere) unmounts
 * and mounts the parcel again.
 */
export abstract class ParcelElement extends LitElement {
  protected abstract readonly moduleName: string;
  protected abstract readonly exportName: string;
  private parcel: ModuleParcel | null = null;
  private stopFollowingSheets: (() => void) | null = null;

  /** The parcel's props from the element's attributes (none by default). */
  protected props(): PropsResult {
    return { ok: true, props: {} };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.adoptSheets();
    this.stopFollowingSheets = onStyleSheetsChange(() => this.adoptSheets());
    if (this.hasUpdated) this.mountParcel();
  }

  override updated(): void {
    const result = this.props();
    if (!result.ok) {
      void this.parcel?.unmount();
      this.parcel = null;
      return;
    }
    if (this.parcel) void this.parcel.update(result.props);
    else this.mountParcel();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopFollowingSheets?.();
    this.stopFollowingSheets = null;
    void this.parcel?.unmount();
    this.parcel = null;
  }

  private adoptSheets(): void {
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [...allStyleSheets(), ...this.ownSheets()];
  }

  /** The element's own sheets (its inline message, its theme hooks), adopted after the modules' sheets. */
  protected ownSheets(): CSSStyleSheet[] {
    return [];
  }

  private mountParcel(): void {
    const result = this.props();
    const host = this.renderRoot.querySelector<HTMLElement>('[data-parcel]');
    if (!result.ok || !host || !this.isConnected || this.parcel) return;
    this.parcel = mountModuleParcel(this.moduleName, this.exportName, host, result.props);
    this.parcel.mounted.catch((err: unknown) => console.error(`<${this.localName}> failed to mount`, err));
  }

  override render() {
    const result = this.props();
    if (!result.ok) return html`<p part="message" role="alert" data-invalid>${result.message}</p>`;
    return html`<div part="body" data-parcel></div>`;
  }
}
