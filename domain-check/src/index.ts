/**
 * @kickoff/domain-check — the domain checker (account spec §7 "Static assets"). Clones of a betting
 * site serve its own scripts from another address; `checkDomain()` asks the server for the official
 * addresses (GET /web-api/site/domains) and, on any other host, shows a warning that stays on screen
 * with the official address and a button to the same page there. The root config calls it once the
 * page has loaded. The list is kept for the tab's session, so later page loads do not ask again.
 * Nothing happens in Kickoff elements on another site's page, and a list that cannot be loaded is
 * only logged.
 */
import { $visibleNotifications, notify, siteUrl, whenTextsReady } from '@kickoff/platform';
import { domainVerdict, type OfficialAddresses } from './check';
import { officialAddresses } from './official-addresses';
import { NS, text } from './texts';

/** The warning's notification group: one on screen, never closed by a timer. */
const WARNING_GROUP = NS;

let running: Promise<void> | null = null;

/** Checks the page's address once the list is in; never rejects. Calls while one runs share it. */
export function checkDomain(): Promise<void> {
  running ??= check().finally(() => {
    running = null;
  });
  return running;
}

async function check(): Promise<void> {
  if (onAnotherSite()) return;
  let list: OfficialAddresses;
  try {
    list = await officialAddresses();
  } catch (err) {
    console.error('domain check failed', err);
    return;
  }
  const verdict = domainVerdict(location, list);
  if (verdict.official || $visibleNotifications.get().some((n) => n.group === WARNING_GROUP)) return;
  // The texts of a module loaded after start-up are fetched on request; a failure of another
  // namespace's bundle must not hide the warning (these texts are in this module).
  await whenTextsReady().catch(() => undefined);
  const { primaryUrl } = verdict;
  notify({
    type: 'alert',
    group: WARNING_GROUP,
    severity: 'warning',
    title: text('unofficial_title'),
    text: text('unofficial_text'),
    values: { host: location.host, address: verdict.primaryOrigin },
    autoCloseMs: null,
    dismissible: false,
    actions: [{ labelKey: text('go_official'), href: primaryUrl }],
  });
}

/** Kickoff elements on a page of another origin (a CMS landing): `siteUrl` points links at the Kickoff origin there. */
const onAnotherSite = (): boolean => siteUrl('/') !== '/';
