/**
 * `<kickoff-module module="@acme/odds-widget" parcel="parcel">`: the parcel a team ships in its own
 * module, one the import map names `@scope/name` (any scope but `kickoff`: the operator's modules have
 * their own elements). `parcel` (default `parcel`) is the export holding the parcel's lifecycles
 * (`reactLifecycles` from `@kickoff/platform`). The parcel gets no props of its own. A module that is not
 * in the import map, fails to load or was built for another platform shows the inline message every
 * element shows then; a change of `module` or `parcel` unmounts the parcel and mounts the new one.
 */
import { moduleExport, propsFrom, teamModule, type AttributeValue } from '../attributes';
import { ParcelElement, type PropsResult } from '../parcel-element';

export const MODULE_DEFAULT_EXPORT = 'parcel';

export class KickoffModule extends ParcelElement {
  static override properties = { teamModule: { attribute: 'module' }, parcelExport: { attribute: 'parcel' } };
  declare teamModule: AttributeValue;
  declare parcelExport: AttributeValue;

  // Read by the base class only once props() is ok, i.e. both attributes are valid.
  protected get moduleName(): string {
    return this.teamModule ?? '';
  }

  protected get exportName(): string {
    return this.parcelExport ?? MODULE_DEFAULT_EXPORT;
  }

  protected override props(): PropsResult {
    const checked = propsFrom(
      { module: teamModule('module'), parcel: moduleExport('parcel', MODULE_DEFAULT_EXPORT) },
      { module: this.teamModule, parcel: this.parcelExport },
    );
    // The attributes choose the parcel; they are not its props.
    return checked.ok ? { ok: true, props: {} } : checked;
  }
}
