/**
 * The coefficient view every odds button shows: the user's `coefViewId` constrained by the app view
 * type. A computed store, so buttons re-render only when the shown view changes.
 */
import { computed } from 'nanostores';
import { $globalSettings, $language, DEFAULT_GLOBAL_SETTINGS, effectiveCoefView, setGlobalSetting, useStoreAsDrawn, type CoefViewId } from '@kickoff/platform';

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

/** What the server drew with (the default settings), for the `use…` hooks below while React hydrates. */
const DRAWN_VIEW = effectiveCoefView(DEFAULT_GLOBAL_SETTINGS.coefViewId, DEFAULT_GLOBAL_SETTINGS.appViewType);
const drawnEnvs = new Map<string, ButtonEnv>();
const drawnButtonEnv = (): ButtonEnv => {
  const lang = $language.get();
  let env = drawnEnvs.get(lang);
  if (!env) {
    env = { view: DRAWN_VIEW, lang };
    drawnEnvs.set(lang, env);
  }
  return env;
};

export const useButtonEnv = (): ButtonEnv => useStoreAsDrawn($buttonEnv, drawnButtonEnv);
const drawnView = (): CoefViewId => DRAWN_VIEW;
export const useCoefView = (): CoefViewId => useStoreAsDrawn($coefView, drawnView);
const drawnAppViewType = () => DEFAULT_GLOBAL_SETTINGS.appViewType;
export const useAppViewType = () => useStoreAsDrawn($appViewType, drawnAppViewType);
