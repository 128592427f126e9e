/** The left menu of the sports pages: sports, and the championships of the chosen sport (grouped by country when the setting says so). */
import type * as v from 'valibot';
import type { Champ, ChampsResponseSchema, Sport } from '@kickoff/platform';
import { Skeleton, ErrorState } from './StateViews';
import type { RequestState } from '../lib/use-request';
import { useBT } from '../lib/use-bt';

type ChampsReply = v.InferOutput<typeof ChampsResponseSchema>;

export function SportsMenu({
  sports,
  onRetry,
  current,
  sportHref,
  label,
}: {
  sports: RequestState<readonly Sport[]>;
  onRetry: () => void;
  current: string | undefined;
  sportHref: (sport: Sport | null) => string;
  label: string;
}) {
  const bt = useBT();
  return (
    <nav className="kk-bet-menu" aria-label={label}>
      {sports.status === 'loading' && <Skeleton rows={5} />}
      {sports.status === 'error' && <ErrorState error={sports.error} onRetry={onRetry} />}
      {sports.status === 'ready' && (
        <ul>
          <li>
            <a href={sportHref(null)} aria-current={current === undefined ? 'page' : undefined}>
              {bt('all_sports')}
            </a>
          </li>
          {sports.data.map((sport) => (
            <li key={sport.id}>
              <a href={sportHref(sport)} aria-current={current === sport.slug ? 'page' : undefined}>
                <span>{sport.name}</span> <span className="kk-bet-menu__count">{sport.gamesCount}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function ChampsMenu({
  champs,
  onRetry,
  current,
  champHref,
  groupByCountry,
  label,
}: {
  champs: RequestState<ChampsReply>;
  onRetry: () => void;
  current: string | undefined;
  champHref: (champ: Champ) => string;
  groupByCountry: boolean;
  label: string;
}) {
  const bt = useBT();
  if (champs.status === 'loading') return <Skeleton rows={4} />;
  if (champs.status === 'error') return <ErrorState error={champs.error} onRetry={onRetry} />;
  const { data, countries } = champs.data;
  if (data.length === 0) return <p className="kk-muted">{bt('no_champs')}</p>;
  const byId = new Map(data.map((c) => [c.id, c]));
  const item = (champ: Champ) => (
    <li key={champ.id}>
      <a href={champHref(champ)} aria-current={current === champ.slug ? 'page' : undefined}>
        <span>{champ.name}</span> <span className="kk-bet-menu__count">{champ.gamesCount}</span>
      </a>
    </li>
  );
  return (
    <nav className="kk-bet-menu kk-bet-menu--champs" aria-label={label}>
      {groupByCountry && countries ? (
        countries.map((country) => (
          <div key={`${country.countryId ?? 'intl'}-${country.countryName}`} className="kk-bet-menu__country">
            <h3>{country.countryName}</h3>
            <ul>{country.champIds.map((id) => byId.get(id)).filter((c): c is Champ => c !== undefined).map(item)}</ul>
          </div>
        ))
      ) : (
        <ul>{data.map(item)}</ul>
      )}
    </nav>
  );
}
