/**
 * Time filter tabs (0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended), the "only with video" switch
 * and, where the left panel hides (a low-resolution screen, pages.css), the button that opens the sport and
 * championship filters it holds.
 */
import type { RefObject } from 'react';
import { TimeFilters, type TimeFilter } from '@kickoff/platform';
import { useBT } from '../lib/use-bt';

/** The left panel's toggle: the panel's id, whether it is open, the toggle and the button's ref (focus returns to it). */
export interface SideFilters {
  id: string;
  open: boolean;
  onToggle: () => void;
  ref: RefObject<HTMLButtonElement | null>;
}

export function Filters({
  side,
  timeFilter,
  onTimeFilter,
  video,
  onVideo,
}: {
  side?: SideFilters;
  timeFilter: TimeFilter;
  onTimeFilter: (f: TimeFilter) => void;
  video: boolean;
  onVideo: (v: boolean) => void;
}) {
  const bt = useBT();
  return (
    <div className="kk-bet-filters">
      {side && (
        <button ref={side.ref} type="button" className="kk-chip kk-bet-filters__side" aria-expanded={side.open} aria-controls={side.id} onClick={side.onToggle}>
          {bt('side_filters')}
        </button>
      )}
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
