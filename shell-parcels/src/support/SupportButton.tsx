/**
 * Support button: online chat, e-mail and social-app links from the `support` config group;
 * callback only for an authorized user in a language that is not excluded (shell spec §5).
 */
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { $isAuthorized, $language, loadConfigGroups, SupportGroupSchema, useStore, useT, type SupportGroup } from '@kickoff/platform';


export function SupportButton() {
  const t = useT();
  const lang = useStore($language);
  const authorized = useStore($isAuthorized);
  const [open, setOpen] = useState(false);
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
          {group?.isChatEnabled && <a role="menuitem" href="#support-chat" onClick={() => setOpen(false)}>{t('support_chat')}</a>}
          {group && <a role="menuitem" href={`mailto:${group.email}`}>{t('support_email')}</a>}
          {callbackAllowed && <a role="menuitem" href="#support-callback">{t('support_callback')}</a>}
          {group?.socialLinks.map((s) => (
            <a key={s.name} role="menuitem" href={s.link} target="_blank" rel="noopener noreferrer" data-icon={s.iconName}>{s.name}</a>
          ))}
        </div>
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
