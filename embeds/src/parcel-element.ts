/**
 * The base of every Kickoff element that shows a parcel: it mounts a parcel exported by a Kickoff
 * module into the element's shadow root, passes the element's validated attributes as the parcel's
 * props (an attribute change updates the mounted parcel, never remounts it), and adopts the module
 * style sheets into the shadow root (the host page's styles never leak in, ours never leak out).
 * Theming: the wrapper is `part="body"` and the theme sheet (theme.ts) maps `--kickoff-*` onto the
 * site's `--kk-*` tokens. Events: what happens in the element is dispatched on the element
 * (`kickoff-*`, bubbling and composed; README.md lists them).
 */
import { LitElement, html, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { $couponOddIds, allStyleSheets, listen, mountModuleParcel, onStyleSheetsChange, type ModuleParcel } from '@kickoff/platform';
import { themeSheet } from './theme';

/** What an element's attributes give: the parcel's props, or why they cannot (shown inline). */
export type PropsResult = { ok: true; props: Readonly<Record<string, unknown>> } | { ok: false; message: string };

/**
 * Mounts a parcel exported by a Kickoff module into the element's shadow root. The shadow root
 * adopts every registered module sheet, including sheets of modules that load after it connects.
 * `props()` turns the attributes into the parcel's props (validated by the subclass): a bad attribute
 * renders a clear inline message instead of the parcel, and a change of attributes updates the
 * mounted parcel without a remount. Moving the element (disconnect, then connect elsewhere) unmounts
 * and mounts the parcel again. A module that cannot be loaded (not in the import map, a failed load, a
 * build for another platform, no parcel at the export) shows an inline message; the next attribute
 * change or a move tries again.
 */
export abstract class ParcelElement extends LitElement {
  /**
   * The module and its export holding the parcel: fixed by most elements; getters reading attributes
   * (`<kickoff-module>`, read only once `props()` is ok) remount the parcel in a new wrapper when they change.
   */
  protected abstract readonly moduleName: string;
  protected abstract readonly exportName: string;
  /**
   * Whether a bet published (`kickoff:add-bet`) by a click inside this element is dispatched on it as
   * `kickoff-bet-added` (elements with odds buttons).
   */
  protected readonly reportsOwnBets: boolean = false;
  private parcel: ModuleParcel | null = null;
  /** What the mounted parcel came from (`moduleName` and `exportName`). */
  private parcelSource = '';
  /** The inline message of a module that could not be loaded; null otherwise. */
  private loadFailure: string | null = null;
  private stopFollowingSheets: (() => void) | null = null;
  /** Undoes what `whileConnected` set up, on disconnect. */
  private connectedCleanups: Array<() => void> = [];
  /** The coupon's odd ids when a click inside the element started; null outside a click. */
  private clickStartSelection: ReadonlySet<number> | null = null;

  /** The parcel's props from the element's attributes (none by default). */
  protected props(): PropsResult {
    return { ok: true, props: {} };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.adoptSheets();
    this.stopFollowingSheets = onStyleSheetsChange(() => this.adoptSheets());
    if (this.reportsOwnBets) this.followOwnBets();
    if (this.loadFailure !== null) this.retryLoad();
    else if (this.hasUpdated) this.mountParcel();
  }

  /** An attribute change after a failed load tries again (the render shows the wrapper, `updated` mounts). */
  protected override willUpdate(changed: PropertyValues): void {
    if (changed.size > 0) this.loadFailure = null;
  }

  override updated(): void {
    const result = this.props();
    if (!result.ok) {
      void this.parcel?.unmount();
      this.parcel = null;
      return;
    }
    if (this.parcel && this.parcelSource === this.source()) void this.parcel.update(result.props);
    else {
      // Another module or export: the old parcel leaves with its wrapper (render keys it by source).
      void this.parcel?.unmount();
      this.parcel = null;
      this.mountParcel();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopFollowingSheets?.();
    this.stopFollowingSheets = null;
    for (const cleanup of this.connectedCleanups.splice(0)) cleanup();
    void this.parcel?.unmount();
    this.parcel = null;
  }

  /** Runs `cleanup` when the element is disconnected (listeners set up in `connectedCallback`). */
  protected whileConnected(cleanup: () => void): void {
    this.connectedCleanups.push(cleanup);
  }

  /** Dispatches `name` on the element: bubbling and composed, so the host page hears it. */
  protected dispatch<T>(name: string, detail: T, init: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: init.cancelable ?? false }));
  }

  /**
   * `kickoff-bet-added` for bets this element's odds buttons publish: a click inside the shadow root
   * (seen in the capture phase, before the parcel's handlers) marks the `kickoff:add-bet` events sent
   * while it is dispatched as this element's. A click on an odd already in the coupon removes it:
   * no event then.
   */
  private followOwnBets(): void {
    const root = this.renderRoot;
    const end = () => {
      this.clickStartSelection = null;
    };
    const start = () => {
      this.clickStartSelection = $couponOddIds.get();
      setTimeout(end); // in case a handler stops the click before it reaches the host
    };
    root.addEventListener('click', start, true);
    this.addEventListener('click', end);
    const stopListening = listen('kickoff:add-bet', ({ bet }) => {
      if (this.clickStartSelection && !this.clickStartSelection.has(bet.market.id)) this.dispatch('kickoff-bet-added', bet);
    });
    this.whileConnected(() => {
      root.removeEventListener('click', start, true);
      this.removeEventListener('click', end);
      stopListening();
      end();
    });
  }

  private adoptSheets(): void {
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [...allStyleSheets(), ...this.ownSheets()];
  }

  /** The element's own sheets (its inline message, its theme hooks), adopted after the modules' sheets. */
  protected ownSheets(): CSSStyleSheet[] {
    return [themeSheet()];
  }

  private source(): string {
    return `${this.moduleName} ${this.exportName}`;
  }

  private retryLoad(): void {
    this.loadFailure = null;
    this.requestUpdate();
  }

  private mountParcel(): void {
    const result = this.props();
    const host = this.renderRoot.querySelector<HTMLElement>('[data-parcel]');
    if (!result.ok || !host || !this.isConnected || this.parcel || this.loadFailure !== null) return;
    const moduleName = this.moduleName;
    const parcel = mountModuleParcel(moduleName, this.exportName, host, result.props);
    this.parcel = parcel;
    this.parcelSource = this.source();
    parcel.mounted.catch((err: unknown) => {
      console.error(`<${this.localName}> failed to mount`, err);
      if (this.parcel !== parcel) return; // unmounted or replaced meanwhile
      this.parcel = null;
      this.loadFailure = `${moduleName} could not be loaded`;
      this.requestUpdate();
    });
  }

  override render() {
    const result = this.props();
    if (!result.ok) return html`<p part="message" role="alert" data-invalid>${result.message}</p>`;
    if (this.loadFailure !== null) return html`<p part="message" role="alert" data-failed>${this.loadFailure}</p>`;
    return keyed(this.source(), html`<div part="body" data-parcel></div>`);
  }
}
