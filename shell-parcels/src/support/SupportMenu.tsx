/**
 * The support button's menu, loaded on the first click: online chat, e-mail and social-app links from
 * the `support` config group; callback only for an authorized user in a language that is not excluded
 * (shell spec §5). The chat is the player's support tickets (office/support): a guest following it gets
 * the office's login prompt and lands on support after signing in, since a support thread belongs to an
 * account (guests keep the e-mail and social links). Esc closes the menu.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { $isAuthorized, $language, Icon, loadConfigGroups, SupportGroupSchema, useHref, useStore, useT, type SupportGroup } from '@kickoff/platform';
import { CallbackForm } from './CallbackForm';

export function SupportMenu({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(): void }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const authorized = useStore($isAuthorized);
  const [group, setGroup] = useState<SupportGroup | null>(null);
  const [failed, setFailed] = useState(false);
  const [callback, setCallback] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadConfigGroups(['support'], lang)
      .then((groups) => {
        const parsed = v.safeParse(SupportGroupSchema, groups['support']);
        if (!live) return;
        if (parsed.success) setGroup(parsed.output);
        else setFailed(true);
      })
      .catch((err: unknown) => {
        console.warn('support config failed', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const callbackAllowed = authorized && group !== null && !group.callbackExcludedLanguages.includes(lang);
  return (
    <>
      {open && (
        <div className="kk-support__menu" id="kk-support-menu" role="menu" aria-label={t('support_title')} aria-busy={!group && !failed}>
          {!group && <span role="status">{t(failed ? 'main_dictionary_load_error' : 'main_loading')}</span>}
          {group?.isChatEnabled && <a role="menuitem" href={link('office-support')} onClick={onPick}>{t('support_chat')}</a>}
          {group && <a role="menuitem" href={`mailto:${group.email}`}>{t('support_email')}</a>}
          {callbackAllowed && <button type="button" role="menuitem" onClick={() => (onPick(), setCallback(true))}>{t('support_callback')}</button>}
          {group?.socialLinks.map((s) => (
            <a key={s.name} role="menuitem" href={s.link} target="_blank" rel="noopener noreferrer"><Icon name={s.iconName} where="support link" />{s.name}</a>
          ))}
        </div>
      )}
      {callback && group && <CallbackForm excluded={group.callbackExcludedLanguages} onClose={() => setCallback(false)} />}
    </>
  );
}
