/** `betting-awards`: the award levels ladder (by club points), what each level gives, and the player's current level. */
import { useCallback } from 'react';
import { $isAuthorized, $language, useHref, useResource, useStore, useT } from '@kickoff/platform';
import { AWARD_LEVELS, type AwardLevel } from '../contracts/promotions';
import { promotionCalls } from './calls';
import { k } from './setup';
import { LoadFailed, SignInPrompt, usePageTitle } from './ui';

function Ladder({ current }: { current: AwardLevel | null }) {
  const t = useT();
  const lang = useStore($language);
  return (
    <ol className="kk-promo-ladder" aria-label={t(k('ladder_label'))}>
      {AWARD_LEVELS.map((l) => {
        const mine = l.level === current;
        return (
          <li key={l.level} className={`kk-promo-ladder__step kk-promo-level--${l.level}${mine ? ' kk-promo-ladder__step--mine' : ''}`} aria-current={mine ? 'true' : undefined}>
            <h2 className="kk-promo-ladder__name">
              {t(k(`level_${l.level}`))}
              {mine && <span className="kk-promo-badge kk-promo-badge--joined">{t(k('your_level'))}</span>}
            </h2>
            <p className="kk-muted">{t(k('level_from'), { points: new Intl.NumberFormat(lang).format(l.from) })}</p>
            <p>{t(k(`level_${l.level}_gives`))}</p>
          </li>
        );
      })}
    </ol>
  );
}

function PlayerLadder() {
  const t = useT();
  const load = useCallback((lang: string, signal: AbortSignal) => promotionCalls.points(lang, signal), []);
  const [state, retry] = useResource(load);
  return (
    <>
      {state.status === 'loading' && <p className="kk-muted" role="status" aria-busy="true">{t(k('loading'))}</p>}
      {state.status === 'error' && <LoadFailed error={state.error} retry={retry} />}
      {state.status === 'ready' && <p className="kk-promo__mine">{t(k('your_level_is'), { level: t(k(`level_${state.data.level}`)) })}</p>}
      <Ladder current={state.status === 'ready' ? state.data.level : null} />
    </>
  );
}

export function AwardsPage() {
  const t = useT();
  const link = useHref();
  const signedIn = useStore($isAuthorized);
  usePageTitle(t(k('awards_title')));
  return (
    <div className="kk-promo" data-app="promotions">
      <h1 className="kk-page-title">{t(k('awards_title'))}</h1>
      <p className="kk-promo__intro">{t(k('awards_intro'))} <a href={link('points')}>{t(k('points_title'))}</a></p>
      {signedIn ? (
        <PlayerLadder />
      ) : (
        <>
          <Ladder current={null} />
          <SignInPrompt text={t(k('awards_signin'))} />
        </>
      )}
    </div>
  );
}
