/**
 * Trading (traders): the pending VIP bets to approve or decline (/backoffice/trading) and the book's
 * liability per event and outcome (/backoffice/trading/liability), two parts under one heading.
 */
import { addTexts, useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { ScreenHeading } from '../../ui/ScreenHeading';
import type { ScreenProps } from '../../frame/screen-loaders';
import { LiabilityView } from './LiabilityView';
import { tradingPart, tradingPartSegment, TRADING_PARTS, type TradingPart } from './parts';
import { VipQueue } from './VipQueue';

addTexts('trading', {
  heading: 'Trading',
  parts: 'Trading views',
  part_queue: 'Pending VIP bets',
  part_liability: 'Liability',
  refresh: 'Refresh',
  no_part: 'There is no such trading view.',
});

export default function TradingScreen({ rest, search }: ScreenProps) {
  const t = useT('trading');
  const part = tradingPart(rest);
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <nav aria-label={t('parts')} className="bo-subnav">
        <ul>
          {TRADING_PARTS.map((p: TradingPart) => (
            <li key={p}>
              <a href={screenPath('trading', tradingPartSegment(p))} aria-current={p === part ? 'page' : undefined}>{t(`part_${p}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {part === 'queue' ? <VipQueue search={search} /> : null}
      {part === 'liability' ? <LiabilityView search={search} /> : null}
      {part === null ? <p role="alert">{t('no_part')}</p> : null}
    </section>
  );
}
