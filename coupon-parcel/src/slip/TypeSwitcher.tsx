/** The coupon type (the types this many selections allow) and, for a system, its size. */
import { useT } from '@kickoff/platform';
import { betTextKeys } from '@kickoff/platform-wallet';
import { CouponType, type CouponTypeId } from '../domain/types';
import type { SystemOption } from '../domain/system-options';
import { setSystemValue } from '../selection';
import { chooseType } from '../state/slip';

interface TypeSwitcherProps {
  types: readonly CouponTypeId[];
  typeId: CouponTypeId;
  systemValue: number | null;
  options: readonly SystemOption[];
  freeCount: number;
}

export function TypeSwitcher({ types, typeId, systemValue, options, freeCount }: TypeSwitcherProps) {
  const t = useT();
  if (types.length <= 1) return null;
  return (
    <div className="kk-slip__type">
      <label className="kk-slip__field">
        <span>{t('slip:type_label')}</span>
        <select value={typeId} onChange={(e) => chooseType(Number(e.currentTarget.value) as CouponTypeId)}>
          {types.map((id) => (
            <option key={id} value={id}>
              {t(betTextKeys.couponType(id))}
            </option>
          ))}
        </select>
      </label>
      {typeId === CouponType.system && options.length > 0 && (
        <label className="kk-slip__field">
          <span>{t('slip:system_label')}</span>
          <select value={systemValue ?? options[0]?.value} onChange={(e) => setSystemValue(Number(e.currentTarget.value))}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {t('slip:system_option', { k: o.value, n: freeCount, lines: o.combinations })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
