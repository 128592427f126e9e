/**
 * Support button: online chat, e-mail and social-app links from the `support` config group;
 * callback only for an authorized user in a language that is not excluded (shell spec §5).
 * The chat is the player's support tickets (office/support): a guest following it gets the office's
 * login prompt and lands on support after signing in, since a support thread belongs to an account
 * (guests keep the e-mail and social links). The callback form loads on use (./CallbackForm).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { $isAuthorized, $language, loadConfigGroups, SupportGroupSchema, useHref, useStore, useT, type SupportGroup } from '@kickoff/platform';
import { lazyWithTexts } from '../lazy-with-texts';

const CallbackForm = lazyWithTexts(() => import('./CallbackForm').then((m) => m.CallbackForm));


export function SupportButton() {
  const t = useT();
  const lang = useStore($language);
  const authorized = useStore($isAuthorized);
  const link = useHref();
  const [open, setOpen] = useState(false);
  const [callback, setCallback] = useState(false);
  const [group, setGroup] = useState<SupportGroup | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    loadConfigGroups(['support'], lang)
      .then((groups) => {
        const parsed = v.safeParse(SupportGroupSchema, groups['support']);
        if (live && parsed.success) setGroup(parsed.output);
      })
      .catch((err: unknown) => console.warn('support config failed', err));
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const callbackAllowed = authorized && !(group?.callbackExcludedLanguages ?? []).includes(lang);
  return (
    <div className="kk-support">
      {open && (
        <div className="kk-support__menu" id="kk-support-menu" role="menu" aria-label={t('support_title')}>
          {group?.isChatEnabled && <a role="menuitem" href={link('office-support')} onClick={() => setOpen(false)}>{t('support_chat')}</a>}
          {group && <a role="menuitem" href={`mailto:${group.email}`}>{t('support_email')}</a>}
          {callbackAllowed && <button type="button" role="menuitem" onClick={() => (setOpen(false), setCallback(true))}>{t('support_callback')}</button>}
          {group?.socialLinks.map((s) => (
            <a key={s.name} role="menuitem" href={s.link} target="_blank" rel="noopener noreferrer" data-icon={s.iconName}>{s.name}</a>
          ))}
        </div>
      )}
      {callback && group && (
        <Suspense fallback={null}>
          <CallbackForm excluded={group.callbackExcludedLanguages} onClose={() => setCallback(false)} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="kk-support__button"
        aria-expanded={open}
        aria-controls="kk-support-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {t('support_title')}
      </button>
    </div>
  );
}
