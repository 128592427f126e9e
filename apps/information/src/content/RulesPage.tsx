/**
 * The site rules (`information/rules/{ruleGroup}/{chapter?}`): the groups and their chapters as a
 * menu, and the chapter's sections. A group or chapter that is not a number, or does not exist, shows
 * the not-found state; a missing chapter is the group's first.
 */
import { useMemo } from 'react';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import type { RuleGroup } from '../contracts/content';
import { InfoLayout } from '../pages/InfoPage';
import { contentResources } from './calls';
import { ruleAddress } from './addresses';
import { k } from './setup';
import { Blocks, ContentState, usePageTitle } from './ui';

function RulesMenu({ groups, group, chapter }: { groups: readonly RuleGroup[]; group: number; chapter: number }) {
  const t = useT();
  const link = useHref();
  return (
    <nav className="kk-rules__menu" aria-label={t(k('rules_menu'))}>
      {groups.map((g) => (
        <div key={g.group}>
          <h2 className="kk-rules__group">{g.title}</h2>
          <ul>
            {g.chapters.map((c) => (
              <li key={c.chapter}>
                <a href={link('information-rules', { ruleGroup: String(g.group), chapter: String(c.chapter) })} aria-current={g.group === group && c.chapter === chapter ? 'page' : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Chapter({ group, chapter }: { group: number; chapter: number }) {
  const rules = useMemo(() => contentResources.ruleChapter(group, chapter), [group, chapter]);
  const [state, retry] = useResource(rules.load, rules.firstView);
  usePageTitle(state.status === 'ready' ? `${state.data.groupTitle}: ${state.data.title}` : null);
  return (
    <ContentState state={state} retry={retry}>
      {(data) => (
        <article aria-labelledby="kk-rules-chapter">
          <p className="kk-muted">{data.groupTitle}</p>
          <h1 id="kk-rules-chapter" className="kk-page-title">{data.title}</h1>
          {data.sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h2>{section.title}</h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      )}
    </ContentState>
  );
}

function Groups({ group, chapter }: { group: number; chapter: number }) {
  const groups = useMemo(() => contentResources.ruleGroups(), []);
  const [state, retry] = useResource(groups.load, groups.firstView);
  return (
    <ContentState state={state} retry={retry}>
      {(data) => <RulesMenu groups={data.groups} group={group} chapter={chapter} />}
    </ContentState>
  );
}

export function RulesPage() {
  const t = useT();
  const route = useRoute();
  if (!route) return null;
  const address = ruleAddress(route.params);
  return (
    <InfoLayout>
      <section className="kk-card kk-rules" data-app="information">
        {address ? (
          <>
            <Groups group={address.group} chapter={address.chapter} />
            <Chapter key={`${address.group}/${address.chapter}`} group={address.group} chapter={address.chapter} />
          </>
        ) : (
          <p role="alert">{t(k('not_found'))}</p>
        )}
      </section>
    </InfoLayout>
  );
}
