/**
 * @kickoff/embeds — lit custom elements that mount Kickoff parcels on any page (CMS landings).
 * <kickoff-coupon> mounts the coupon parcel inside its shadow root.
 */
import { LitElement, html } from 'lit';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { allStyleSheets, importModule, isLifecycles } from '@kickoff/platform';

/** Mounts a parcel exported by a Kickoff module into the element's shadow root. */
export abstract class ParcelElement extends LitElement {
  protected abstract readonly moduleName: string;
  protected abstract readonly exportName: string;
  private parcel: Parcel | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.shadowRoot?.adoptedStyleSheets.push(...allStyleSheets());
  }

  override firstUpdated(): void {
    const host = this.renderRoot.querySelector<HTMLElement>('[data-parcel]');
    if (!host) return;
    importModule(this.moduleName)
      .then((mod) => {
        const config = (mod as Record<string, unknown>)[this.exportName];
        if (!isLifecycles(config)) throw new Error(`${this.moduleName} has no parcel "${this.exportName}"`);
        if (!this.isConnected) return;
        this.parcel = mountRootParcel(config as ParcelConfig, { domElement: host });
      })
      .catch((err: unknown) => console.error(`<${this.localName}> failed to mount`, err));
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
