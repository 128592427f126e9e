/** The reject dialog of a withdrawal in review: the reason the player sees (required), then the call. */
import type { ReviewedWithdrawal } from '../../contracts/payments';
import { useT } from '../../i18n';
import { ReasonDialog } from '../../ui/Dialog';
import { money } from '../../ui/format';

export function RejectDialog({ withdrawal: w, onConfirm, onCancel }: {
  withdrawal: ReviewedWithdrawal;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT('payments');
  const tc = useT();
  return (
    <ReasonDialog
      title={t('reject_title', { id: w.id })}
      text={<p>{t('reject_text', { amount: money(w.amountMinor, w.currency) })}</p>}
      confirmLabel={t('reject_confirm')}
      reasonLabel={t('reject_reason')}
      reasonHint={tc('reason_hint')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
