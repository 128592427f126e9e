/**
 * @kickoff/embeds — lit custom elements that mount Kickoff parcels on any page (CMS landings).
 * <kickoff-coupon> mounts the coupon parcel inside its shadow root.
 */
import { LitElement, html } from 'lit';
import { allStyleSheets, mountModuleParcel, onStyleSheetsChange, type ModuleParcel } from '@kickoff/platform';

/**
 * Mounts a parcel exported by a Kickoff module into the element's shadow root. The shadow root
 * adopts every registered module sheet, including sheets of modules that load after it connects
 * (the coupon registers its CSS when its module runs). Moving the element (disconnect, then connect
 * elsewhere) unmounts and mounts the parcel again.
 */
export abstract class ParcelElement extends LitElement {
  protected abstract readonly moduleName: string;
  protected abstract readonly exportName: string;
  private parcel: ModuleParcel | null = null;
  private stopFollowingSheets: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.adoptSheets();
    this.stopFollowingSheets = onStyleSheetsChange(() => this.adoptSheets());
    if (this.hasUpdated) this.mountParcel();
  }

  override firstUpdated(): void {
    this.mountParcel();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopFollowingSheets?.();
    this.stopFollowingSheets = null;
    void this.parcel?.unmount();
    this.parcel = null;
  }

  private adoptSheets(): void {
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = allStyleSheets();
  }

  private mountParcel(): void {
    const host = this.renderRoot.querySelector<HTMLElement>('[data-parcel]');
    if (!host || !this.isConnected || this.parcel) return;
    this.parcel = mountModuleParcel(this.moduleName, this.exportName, host);
    this.parcel.mounted.catch((err: unknown) => console.error(`<${this.localName}> failed to mount`, err));
  }

  override render() {
    return html`<div data-parcel></div>`;
  }
}

export class KickoffCoupon extends ParcelElement {
  protected readonly moduleName = '@kickoff/coupon';
  protected readonly exportName = 'parcel';
}

if (!customElements.get('kickoff-coupon')) customElements.define('kickoff-coupon', KickoffCoupon);
