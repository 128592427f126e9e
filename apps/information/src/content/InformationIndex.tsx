/** `information`: every information page, and the rule groups from the content service. */
import { useMemo } from 'react';
import { useHref, useResource, useT } from '@kickoff/platform';
import { INFO_PAGES, InfoLayout } from '../pages/InfoPage';
import { contentResources } from './calls';
import { k } from './setup';
import { ContentState, usePageTitle } from './ui';

export function InformationIndex() {
  const t = useT();
  const link = useHref();
  const groups = useMemo(() => contentResources.ruleGroups(), []);
  const [state, retry] = useResource(groups.load, groups.firstView);
  usePageTitle(t(k('index_title')));
  return (
    <InfoLayout>
      <section className="kk-card" data-app="information" aria-labelledby="kk-info-index">
        <h1 id="kk-info-index" className="kk-page-title">{t(k('index_title'))}</h1>
        <h2>{t(k('index_rules'))}</h2>
        <ContentState state={state} retry={retry}>
          {(data) => (
            <ul className="kk-info__pages">
              {data.groups.map((group) => (
                <li key={group.group}><a href={link('information-rules', { ruleGroup: String(group.group) })}>{group.title}</a></li>
              ))}
            </ul>
          )}
        </ContentState>
        <h2>{t(k('index_pages'))}</h2>
        <ul className="kk-info__pages">
          {INFO_PAGES.map((page) => (
            <li key={page}><a href={link(`information-${page}`)}>{t(`information:page_${page}`)}</a></li>
          ))}
          <li><a href={link('information-cash-terminals')}>{t(k('terminals_title'))}</a></li>
          <li><a href={link('news')}>{t(k('news_title'))}</a></li>
          <li><a href={link('betting-alphabet')}>{t(k('alphabet_title'))}</a></li>
          <li><a href={link('ourpartners')}>{t(k('partners_title'))}</a></li>
        </ul>
      </section>
    </InfoLayout>
  );
}
