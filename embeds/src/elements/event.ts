/** `<kickoff-event game-id="…">`: one game with its main market's odds (the betting module's `eventParcel`). */
import { ParcelElement, type PropsResult } from '../parcel-element';

export class KickoffEvent extends ParcelElement {
  static override properties = { gameId: { attribute: 'game-id' } };
  protected readonly moduleName = '@kickoff/betting';
  protected readonly exportName = 'eventParcel';
  declare gameId: string | null;

  protected override props(): PropsResult {
    const id = Number(this.gameId);
    if (!this.gameId || !Number.isInteger(id) || id <= 0) return { ok: false, message: 'game-id must be a positive whole number' };
    return { ok: true, props: { gameId: id } };
  }
}
