/**
 * `office/bringfriend`: the player's referral link (`<origin>/?ref=<code>`; the shell page sets the
 * referral cookies from it and registration links the friend), copy and share, and the friends who
 * registered through it (names shortened by the server).
 */
import { useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import type { Referrals } from '../contracts/bonuses';
import { fetchReferrals } from './calls';
import { NS } from './setup';
import { BonusPage, ResourceView, useFormat, useResource } from './ui';

const load = (_lang: string, signal: AbortSignal) => fetchReferrals(signal);

/** The referral link of a code on this site. */
export const referralLink = (origin: string, code: string): string => `${origin}/?ref=${encodeURIComponent(code)}`;

interface ShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

export function ReferralLink({ link, nav = navigator as ShareNavigator }: { link: string; nav?: ShareNavigator }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = t(`${NS}:friend_share_text`);

  const copyLink = () => {
    const failed = () => {
      setCopy('failed');
      input.current?.select();
    };
    if (!nav.clipboard) return failed();
    nav.clipboard.writeText(link).then(() => setCopy('copied'), failed);
  };

  return (
    <div className="kk-bonuses__link">
      <label className="kk-bonuses__field">
        <span>{t(`${NS}:friend_link_label`)}</span>
        <input ref={input} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="kk-bonuses__actions">
        <button type="button" className="kk-button" onClick={copyLink}>{t(`${NS}:friend_copy`)}</button>
        {nav.share && (
          <button type="button" className="kk-button kk-button--ghost" onClick={() => void nav.share?.({ title: text, text, url: link }).catch(() => undefined)}>
            {t(`${NS}:friend_share`)}
          </button>
        )}
        <a className="kk-button kk-button--ghost" href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
          {t(`${NS}:friend_share_telegram`)}
        </a>
        <a className="kk-button kk-button--ghost" href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`} target="_blank" rel="noopener noreferrer">
          {t(`${NS}:friend_share_whatsapp`)}
        </a>
        <a className="kk-button kk-button--ghost" href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(link)}`}>
          {t(`${NS}:friend_share_email`)}
        </a>
      </div>
      <p role="status" aria-live="polite" className={copy === 'failed' ? 'kk-bonuses__error' : 'kk-bonuses__ok'}>
        {copy === 'copied' ? t(`${NS}:friend_copied`) : copy === 'failed' ? t(`${NS}:friend_copy_failed`) : ''}
      </p>
    </div>
  );
}

function Friends({ data }: { data: Referrals }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <>
      <h2 className="kk-bonuses__subtitle">{t(`${NS}:friend_friends`, { count: data.friends.length })}</h2>
      {data.friends.length === 0 ? (
        <p role="status" data-state="empty">{t(`${NS}:friend_empty`)}</p>
      ) : (
        <ul className="kk-bonuses__list">
          {data.friends.map((f, i) => (
            <li key={`${f.registeredAt}:${i}`} className="kk-bonuses__row" data-friend>
              <span className="kk-bonuses__row-title">{f.name}</span>
              <span className="kk-muted">{t(`${NS}:friend_registered`, { date: date(f.registeredAt) })}</span>
              <span className={`kk-bonuses__badge${f.hasDeposit ? ' kk-bonuses__badge--completed' : ''}`}>
                {t(`${NS}:${f.hasDeposit ? 'friend_deposit_yes' : 'friend_deposit_no'}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function BringFriend() {
  const t = useT();
  const [state, reload] = useResource(load);
  return (
    <BonusPage route="office-bringfriend" title={t(`${NS}:friend_title`)}>
      <p>{t(`${NS}:friend_intro`)}</p>
      <ResourceView state={state} retry={reload}>
        {(data) => (
          <>
            <ReferralLink link={referralLink(window.location.origin, data.code)} />
            <Friends data={data} />
          </>
        )}
      </ResourceView>
    </BonusPage>
  );
}
