/**
 * The audit log's action on a site change (registered in ../audit/row-actions.ts): "Restore previous
 * value" asks first, then puts back the value before the change (`POST /staff-api/site/restore/:id`,
 * itself a change in the log) and reloads the list.
 */
import { useState } from 'react';
import { RestoreReplySchema, SITE_PATHS } from '../../contracts/site';
import type { AuditEntryWire } from '../../contracts/audit';
import { staffCall } from '../../api/client';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import './texts';

export function RestoreChange({ entry, onChanged }: { entry: AuditEntryWire; onChanged: () => void }) {
  const t = useT('site');
  const [asking, setAsking] = useState(false);
  const target = entry.target ?? entry.action;
  return (
    <>
      <button type="button" className="kk-button kk-button--ghost" onClick={() => setAsking(true)} aria-label={t('restore_label', { target, id: entry.id })}>
        {t('restore')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('restore_heading', { id: entry.id })}
          text={<p>{t('restore_text', { target })}</p>}
          confirmLabel={t('restore_confirm')}
          onConfirm={async () => {
            await staffCall('POST', `${SITE_PATHS.restore}/${entry.id}`, RestoreReplySchema);
            setAsking(false);
            onChanged();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
