/** The notification area: groups and limits come from the platform store; each toast auto-closes. */
import { useEffect } from 'react';
import { $visibleNotifications, dismissNotification, messageText, useStore, useT, type KickoffNotification } from '@kickoff/platform';

function Toast({ n }: { n: KickoffNotification }) {
  const t = useT();
  useEffect(() => {
    if (n.autoCloseMs === null) return;
    const timer = setTimeout(() => dismissNotification(n.id), n.autoCloseMs);
    return () => clearTimeout(timer);
  }, [n.id, n.autoCloseMs]);
  return (
    <div className={`kk-toast kk-toast--${n.severity}`} role={n.severity === 'error' ? 'alert' : 'status'} data-group={n.group}>
      <div className="kk-toast__body">
        <strong className="kk-toast__title">{messageText(t, n.title, n.values)}</strong>
        <p className="kk-toast__text">{messageText(t, n.text, n.values)}</p>
        {n.actions.length > 0 && (
          <div className="kk-toast__actions">
            {n.actions.map((a) => 'href' in a ? (
              <a key={a.labelKey} className="kk-button" href={a.href}>{t(a.labelKey)}</a>
            ) : (
              <button key={a.labelKey} type="button" className="kk-button" onClick={() => { a.run(); dismissNotification(n.id); }}>
                {t(a.labelKey)}
              </button>
            ))}
          </div>
        )}
      </div>
      {n.dismissible && (
        <button type="button" className="kk-toast__close" aria-label={t('main_close')} onClick={() => dismissNotification(n.id)}>×</button>
      )}
    </div>
  );
}

export function Notifications() {
  const t = useT();
  const items = useStore($visibleNotifications);
  return (
    <section className="kk-toasts" aria-label={t('notifications_region')} aria-live="polite">
      {items.map((n) => <Toast key={n.id} n={n} />)}
    </section>
  );
}
