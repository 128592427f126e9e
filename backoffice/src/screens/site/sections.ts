/**
 * The site screen's sub-sections (pure): the path segment of each part and which of them a member may
 * change (SITE_ROLES: admins every part, content editors the maintenance notice and redirects).
 */
import { SITE_ROLES, type SitePart } from '../../contracts/site';
import { holdsAny, type StaffRole } from '../../contracts/staff';

export const SITE_SECTIONS: ReadonlyArray<{ part: SitePart; segment: string }> = [
  { part: 'flags', segment: 'flags' },
  { part: 'fields', segment: 'config' },
  { part: 'maintenance', segment: 'maintenance' },
  { part: 'blockRules', segment: 'block-rules' },
  { part: 'redirects', segment: 'redirects' },
];

export type SiteSection = (typeof SITE_SECTIONS)[number];

export function sectionsFor(roles: readonly StaffRole[]): SiteSection[] {
  return SITE_SECTIONS.filter((section) => holdsAny(roles, SITE_ROLES[section.part]));
}

/** The section a path segment opens: the member's first one without a segment, undefined for one they cannot open. */
export function sectionAt(rest: string | null, roles: readonly StaffRole[]): SiteSection | undefined {
  const mine = sectionsFor(roles);
  if (rest === null || rest === '') return mine[0];
  return mine.find((section) => section.segment === rest);
}
