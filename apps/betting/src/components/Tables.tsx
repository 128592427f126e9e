/** Standings and results tables (statistic, championship and results pages). */
import type * as v from 'valibot';
import { formatStartDateTime, type Result, type StandingSchema } from '@kickoff/platform';
import { useTimeZone } from '../lib/settings';
import { useBT } from '../lib/use-bt';

type Standing = v.InferOutput<typeof StandingSchema>;

// Each table scrolls sideways on a narrow screen inside a named region a keyboard can focus and scroll.

export function StandingsTable({ rows, caption, compact = false }: { rows: readonly Standing[]; caption: string; compact?: boolean }) {
  const bt = useBT();
  return (
    <div className="kk-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={`kk-table${compact ? ' kk-table--compact' : ''}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{bt('st_team')}</th>
            <th scope="col"><abbr title={bt('st_played_full')}>{bt('st_played')}</abbr></th>
            {!compact && (
              <>
                <th scope="col"><abbr title={bt('st_won_full')}>{bt('st_won')}</abbr></th>
                <th scope="col"><abbr title={bt('st_drawn_full')}>{bt('st_drawn')}</abbr></th>
                <th scope="col"><abbr title={bt('st_lost_full')}>{bt('st_lost')}</abbr></th>
                <th scope="col">{bt('st_goals')}</th>
              </>
            )}
            <th scope="col"><abbr title={bt('st_points_full')}>{bt('st_points')}</abbr></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.team}>
              <td>{i + 1}</td>
              <th scope="row">{r.team}</th>
              <td>{r.played}</td>
              {!compact && (
                <>
                  <td>{r.won}</td>
                  <td>{r.drawn}</td>
                  <td>{r.lost}</td>
                  <td>
                    {r.goalsFor}:{r.goalsAgainst}
                  </td>
                </>
              )}
              <td>
                <strong>{r.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ResultsTable({ rows, caption, showChamp = true }: { rows: readonly Result[]; caption: string; showChamp?: boolean }) {
  const bt = useBT();
  const timeZone = useTimeZone();
  return (
    <div className="kk-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="kk-table kk-results">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{bt('res_date')}</th>
            {showChamp && <th scope="col">{bt('res_champ')}</th>}
            <th scope="col">{bt('res_game')}</th>
            <th scope="col">{bt('res_score')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.gameId} data-game-id={r.gameId}>
              <td>
                <time dateTime={new Date(r.startAt * 1000).toISOString()}>{formatStartDateTime(r.startAt, timeZone)}</time>
              </td>
              {showChamp && (
                <td>
                  {r.sportName} · {r.champName}
                </td>
              )}
              <th scope="row">
                {r.team1} — {r.team2}
              </th>
              <td>
                <strong>
                  {r.score1}:{r.score2}
                </strong>{' '}
                <span className="kk-muted">{r.scoreFormatted}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
