/** Time filter tabs (0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended) and the "only with video" switch. */
import { TimeFilters, type TimeFilter } from '@kickoff/platform';
import { useBT } from '../lib/use-bt';

export function Filters({
  timeFilter,
  onTimeFilter,
  video,
  onVideo,
}: {
  timeFilter: TimeFilter;
  onTimeFilter: (f: TimeFilter) => void;
  video: boolean;
  onVideo: (v: boolean) => void;
}) {
  const bt = useBT();
  return (
    <div className="kk-bet-filters">
      <div className="kk-bet-filters__tabs" role="group" aria-label={bt('time_filter')}>
        {TimeFilters.map((f) => (
          <button key={f} type="button" className="kk-chip" aria-pressed={timeFilter === f} onClick={() => onTimeFilter(f)}>
            {bt(`time_filter_${f}`)}
          </button>
        ))}
      </div>
      <label className="kk-bet-filters__video">
        <input type="checkbox" checked={video} onChange={(e) => onVideo(e.target.checked)} /> {bt('only_video')}
      </label>
    </div>
  );
}
