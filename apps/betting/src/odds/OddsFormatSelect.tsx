/** The odds-format selector of the betting toolbar: the views the app view type allows. */
import { useId } from 'react';
import { allowedCoefViews, type CoefViewId } from '@kickoff/platform';
import { chooseCoefView, useAppViewType, useCoefView } from './coef-view';
import { useBT } from '../lib/use-bt';

export function OddsFormatSelect() {
  const bt = useBT();
  const id = useId();
  const view = useCoefView();
  const appViewType = useAppViewType();
  const views = allowedCoefViews(appViewType);
  return (
    <div className="kk-odds-format">
      <label htmlFor={id}>{bt('odds_format')}</label>
      <select id={id} value={view} onChange={(e) => chooseCoefView(Number(e.target.value) as CoefViewId)}>
        {views.map((viewId) => (
          <option key={viewId} value={viewId}>
            {bt(`coef_view_${viewId}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
