/** Kickoff's partners (`ourpartners/{section?}`): every section, or one; an unknown section shows not found. */
import { useMemo } from 'react';
import * as v from 'valibot';
import { useHref, useResource, useRoute, useT } from '@kickoff/platform';
import { PARTNER_SECTIONS, PartnerSectionSchema, type PartnerSection } from '../contracts/content';
import { contentResources } from './calls';
import { k } from './setup';
import { ContentState, usePageTitle } from './ui';

function Partners({ section }: { section: PartnerSection | null }) {
  const t = useT();
  const link = useHref();
  const partners = useMemo(() => contentResources.partners(section), [section]);
  const [state, retry] = useResource(partners.load, partners.firstView);
  usePageTitle(t(k('partners_title')));
  return (
    <section className="kk-card" data-app="information" aria-labelledby="kk-partners-title">
      <h1 id="kk-partners-title" className="kk-page-title">{t(k('partners_title'))}</h1>
      <nav aria-label={t(k('partners_sections'))} className="kk-tabs">
        {[null, ...PARTNER_SECTIONS].map((s) => (
          <a key={s ?? 'all'} href={s ? link('ourpartners', { section: s }) : link('ourpartners')} aria-current={section === s ? 'page' : undefined}>
            {t(k(`partners_section_${s ?? 'all'}`))}
          </a>
        ))}
      </nav>
      <ContentState state={state} retry={retry}>
        {(data) =>
          data.partners.length === 0 ? (
            <p>{t(k('partners_empty'))}</p>
          ) : (
            <ul className="kk-partners">
              {data.partners.map((partner) => (
                <li key={partner.id} className="kk-partners__item">
                  <h2>{partner.name}</h2>
                  <p>{partner.description}</p>
                  <p className="kk-muted">{t(k('partners_since'), { year: partner.since })}</p>
                </li>
              ))}
            </ul>
          )
        }
      </ContentState>
    </section>
  );
}

export function PartnersPage() {
  const t = useT();
  const route = useRoute();
  if (!route) return null;
  const raw = route.params['section'];
  const parsed = raw ? v.safeParse(PartnerSectionSchema, raw) : null;
  if (parsed && !parsed.success) return <section className="kk-card"><p role="alert">{t(k('not_found'))}</p></section>;
  const section = parsed?.success ? parsed.output : null;
  return <Partners key={section ?? 'all'} section={section} />;
}
