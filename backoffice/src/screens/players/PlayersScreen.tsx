/**
 * The Players section (support, payments, KYC, trading, admin): `/backoffice/players` searches by
 * account ID, e-mail or phone; `/backoffice/players/<id>` is one player's view (./PlayerView.tsx).
 */
import './texts';
import { useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { ScreenHeading } from '../../ui/ScreenHeading';
import type { ScreenProps } from '../../frame/screen-loaders';
import { PlayerSearch } from './PlayerSearch';
import { PlayerView } from './PlayerView';
import { playerIdFrom } from './player-view-state';

export default function PlayersScreen({ member, rest, search }: ScreenProps) {
  const t = useT('players');
  if (rest === null) return <PlayerSearch search={search} />;
  const id = playerIdFrom(rest);
  if (id === null) {
    return (
      <section>
        <ScreenHeading>{t('not_a_player')}</ScreenHeading>
        <a href={screenPath('players')}>{t('back_to_search')}</a>
      </section>
    );
  }
  return <PlayerView key={id} id={id} member={member} search={search} />;
}
