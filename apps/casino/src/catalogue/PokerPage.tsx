/** `poker/{game?}`: the poker section, or one poker game's page when the parameter is a game id. */
import { useRoute } from '@kickoff/platform';
import { GamePage } from '../play/GamePage';
import { gameIdOf } from './routes';
import { SectionPage } from './SectionPage';

export function PokerPage() {
  const route = useRoute();
  return gameIdOf(route?.params['game']) === null ? <SectionPage /> : <GamePage />;
}
