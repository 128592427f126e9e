/**
 * @kickoff/embeds — lit custom elements that mount Kickoff parcels on any page (CMS landings).
 * <kickoff-coupon> mounts the coupon parcel inside its shadow root.
 */
import { LitElement, html } from 'lit';
import { allStyleSheets, mountModuleParcel, type ModuleParcel } from '@kickoff/platform';

/** Mounts a parcel exported by a Kickoff module into the element's shadow root. */
export abstract class ParcelElement extends LitElement {
  protected abstract readonly moduleName: string;
  protected abstract readonly exportName: string;
  private parcel: ModuleParcel | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.shadowRoot?.adoptedStyleSheets.push(...allStyleSheets());
  }

  override firstUpdated(): void {
    const host = this.renderRoot.querySelector<HTMLElement>('[data-parcel]');
    if (!host || !this.isConnected) return;
    this.parcel = mountModuleParcel(this.moduleName, this.exportName, host);
    this.parcel.mounted.catch((err: unknown) => console.error(`<${this.localName}> failed to mount`, err));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    void this.parcel?.unmount();
    this.parcel = null;
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
