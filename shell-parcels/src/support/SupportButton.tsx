/**
 * Support button (shell spec §1, §5). On the home page's first visit it is only the button: the menu
 * (./SupportMenu: online chat, e-mail and social-app links from the `support` config group, callback for
 * an authorized user in a language that is not excluded) loads with its config on the first click.
 */
import { Suspense, useRef, useState } from 'react';
import { useT } from '@kickoff/platform';
import { lazyWithTexts } from '../lazy-with-texts';

const SupportMenu = lazyWithTexts(() => import('./SupportMenu').then((m) => m.SupportMenu));

export function SupportButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once used, the menu stays mounted (a callback form it opened outlives the menu).
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="kk-support">
      {used && (
        <Suspense fallback={null}>
          {/* A pick closes the menu and gives the focus back to the button, so a dialog it opens (the
              callback form) returns the focus there when it closes. */}
          <SupportMenu open={open} onClose={() => (setOpen(false), buttonRef.current?.focus())} onPick={() => (setOpen(false), buttonRef.current?.focus())} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="kk-support__button"
        aria-expanded={open}
        aria-controls="kk-support-menu"
        onClick={() => (setUsed(true), setOpen((o) => !o))}
      >
        {t('support_title')}
      </button>
    </div>
  );
}
