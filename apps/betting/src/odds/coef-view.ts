/**
 * The coefficient view every odds button shows: the user's `coefViewId` constrained by the app view
 * type. A computed store, so buttons re-render only when the shown view changes.
 */
import { computed } from 'nanostores';
import { $globalSettings, $language, effectiveCoefView, setGlobalSetting, type CoefViewId } from '@kickoff/platform';

export const $coefView = computed($globalSettings, (s) => effectiveCoefView(s.coefViewId, s.appViewType));
export const $appViewType = computed($globalSettings, (s) => s.appViewType);

export function chooseCoefView(viewId: CoefViewId): void {
  setGlobalSetting('coefViewId', viewId);
}

/** What every odds button needs besides its odd: the shown view and the language (one subscription). */
export interface ButtonEnv {
  readonly view: CoefViewId;
  readonly lang: string;
}
export const $buttonEnv = computed([$coefView, $language], (view, lang): ButtonEnv => ({ view, lang }));
