/**
 * The game video, loaded on use: this wrapper is all a game page carries; the player, its texts
 * (i18n/media/*.ts, a part of the `betting` namespace), its styles and the media store come in their own chunk
 * when a live game with video first renders it. Render it inside a Suspense boundary.
 */
import { addTranslations, lazyComponent, whenTextsReady } from '@kickoff/platform';
import type { GameVideoProps } from './GameVideo';

const texts = { ru: () => import('../i18n/media/ru'), en: () => import('../i18n/media/en') };

export const GameVideo = lazyComponent<GameVideoProps>(async () => {
  addTranslations('betting', texts);
  const [module] = await Promise.all([import('./GameVideo'), whenTextsReady()]);
  return module.GameVideo;
});
