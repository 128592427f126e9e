/**
 * Taking part in a promotion (opt-in) or a tournament (join): a guest is asked to sign in; a player
 * presses "Take part" (disabled while it is sent), then sees "You are taking part". A refusal shows
 * the service's reason ("not running" in the page's words).
 */
import { useState } from 'react';
import { $language, errorText, openModal, useStore, useT } from '@kickoff/platform';
import type { PromotionSummary } from '../contracts/promotions';
import { isNotRunning, promotionCalls } from './calls';
import { canTakePart } from './model';
import { k } from './setup';
import { useDate, useSignedIn } from './ui';

type Item = Pick<PromotionSummary, 'slug' | 'title' | 'status' | 'startsAt' | 'joined'>;

export function TakePart({ item, what, onJoined }: { item: Item; what: 'promotion' | 'tournament'; onJoined?: (() => void) | undefined }) {
  const t = useT();
  const date = useDate();
  const lang = useStore($language);
  const signedIn = useSignedIn();
  const [joined, setJoined] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (signedIn && (joined || item.joined === true)) {
    return <p className="kk-promo__joined" role="status">{t(k('taking_part'))}</p>;
  }
  if (!canTakePart(item)) {
    return (
      <p className="kk-promo__closed">
        {item.status === 'upcoming' ? t(k('take_part_from'), { date: date(item.startsAt) }) : t(k(what === 'tournament' ? 'tournament_over' : 'promotion_over'))}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <div className="kk-promo__take-part">
        <button type="button" className="kk-button kk-button--primary" onClick={() => openModal('login')} aria-label={t(k('sign_in_to_take_part_in'), { title: item.title })}>
          {t(k('sign_in_to_take_part'))}
        </button>
      </div>
    );
  }
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await (what === 'tournament' ? promotionCalls.join(item.slug, lang) : promotionCalls.optIn(item.slug, lang));
      setJoined(true);
      onJoined?.();
    } catch (e) {
      setError(isNotRunning(e) ? t(k(what === 'tournament' ? 'tournament_not_running' : 'not_running')) : t(errorText(e)));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="kk-promo__take-part">
      <button
        type="button"
        className="kk-button kk-button--primary"
        disabled={sending}
        aria-busy={sending}
        aria-label={t(k('take_part_in'), { title: item.title })}
        onClick={() => void send()}
      >
        {t(k(sending ? 'taking_part_sending' : 'take_part'))}
      </button>
      {error && <p className="kk-field-error" role="alert">{error}</p>}
    </div>
  );
}
