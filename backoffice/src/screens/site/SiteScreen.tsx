/**
 * The site section (admins and content editors): feature flags, config fields, the maintenance notice,
 * block rules and redirects, each a sub-section (`/backoffice/site/<part>`) shown to the roles that may
 * change it (SITE_ROLES). Forms check their input with the contract's schemas before the call; every
 * change is recorded in the audit log, from where an admin restores the previous value.
 */
import { screenPath } from '../../routing/screens';
import { useT } from '../../i18n';
import { ScreenHeading } from '../../ui/ScreenHeading';
import type { ScreenProps } from '../../frame/screen-loaders';
import { BlockRulesSection } from './BlockRulesSection';
import { FieldsSection } from './FieldsSection';
import { FlagsSection } from './FlagsSection';
import { MaintenanceSection } from './MaintenanceSection';
import { RedirectsSection } from './RedirectsSection';
import { sectionAt, sectionsFor, type SiteSection } from './sections';
import './texts';

export default function SiteScreen({ member, rest, search }: ScreenProps) {
  const t = useT('site');
  const tc = useT();
  const mine = sectionsFor(member.roles);
  const current = sectionAt(rest, member.roles);
  return (
    <section>
      <ScreenHeading>{t('heading')}</ScreenHeading>
      <nav aria-label={t('sections')} className="bo-subnav">
        <ul>
          {mine.map((section) => (
            <li key={section.part}>
              <a href={screenPath('site', section.segment)} aria-current={section === current ? 'page' : undefined}>{t(`section_${section.part}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <Section key={current.part} section={current} search={search} /> : <p role="alert">{tc('not_found')}</p>}
    </section>
  );
}

function Section({ section, search }: { section: SiteSection; search: string }) {
  switch (section.part) {
    case 'flags':
      return <FlagsSection />;
    case 'fields':
      return <FieldsSection />;
    case 'maintenance':
      return <MaintenanceSection />;
    case 'blockRules':
      return <BlockRulesSection search={search} />;
    case 'redirects':
      return <RedirectsSection search={search} />;
  }
}
