/**
 * The signed-in console: the header (who is signed in, sign out), the sections the member's roles open,
 * and the screen of the current path (each screen's heading takes the focus: ../ui/ScreenHeading.tsx).
 */
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import type { StaffMemberWire } from '../contracts/staff';
import { useT } from '../i18n';
import { $location } from '../routing/router';
import { CONSOLE_BASE, screenAt, screenPath, screensFor } from '../routing/screens';
import { holdsAny } from '../contracts/staff';
import { signOut } from '../session/store';
import { ScreenHeading } from '../ui/ScreenHeading';
import { screenComponent } from './screen-loaders';

export function ConsoleFrame({ member }: { member: StaffMemberWire }) {
  const t = useT();
  const location = useStore($location);
  const match = screenAt(location.pathname);
  const screens = screensFor(member.roles);
  const current = match.kind === 'screen' ? match.screen.id : null;
  return (
    <div className="bo-frame">
      <header className="bo-header">
        <a href={CONSOLE_BASE} className="bo-brand">{t('console_title')}</a>
        <span className="bo-who">{t('signed_in_as', { name: member.name })}</span>
        <button type="button" className="kk-button kk-button--ghost" onClick={() => void signOut()}>{t('sign_out')}</button>
      </header>
      <nav className="bo-nav" aria-label={t('nav_label')}>
        <ul>
          {screens.map((screen) => (
            <li key={screen.id}>
              <a href={screenPath(screen.id)} aria-current={screen.id === current ? 'page' : undefined}>{t(`screen_${screen.id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="bo-main">
        {match.kind === 'home' ? <Home member={member} /> : null}
        {match.kind === 'not-found' ? <Message text={t('not_found')} /> : null}
        {match.kind === 'screen' && !holdsAny(member.roles, match.screen.roles) ? (
          <Message text={t('not_allowed', { roles: match.screen.roles.map((role) => t(`role_${role}`)).join(' / ') })} />
        ) : null}
        {match.kind === 'screen' && holdsAny(member.roles, match.screen.roles) ? (
          <Screen id={match.screen.id} member={member} rest={match.rest} search={location.search} />
        ) : null}
      </main>
    </div>
  );
}

function Screen({ id, member, rest, search }: { id: Parameters<typeof screenComponent>[0]; member: StaffMemberWire; rest: string | null; search: string }) {
  const t = useT();
  const Component = screenComponent(id);
  return (
    <Suspense fallback={<p role="status" className="bo-status" data-loading>{t('loading')}</p>}>
      <Component member={member} rest={rest} search={search} />
    </Suspense>
  );
}

function Home({ member }: { member: StaffMemberWire }) {
  const t = useT();
  const screens = screensFor(member.roles);
  return (
    <section>
      <ScreenHeading>{t('home_heading', { name: member.name })}</ScreenHeading>
      <p>{t('home_roles', { roles: member.roles.map((role) => t(`role_${role}`)).join(', ') })}</p>
      <h2>{t('home_sections')}</h2>
      {screens.length === 0 ? <p>{t('home_none')}</p> : (
        <ul className="bo-home-links">
          {screens.map((screen) => (
            <li key={screen.id}><a href={screenPath(screen.id)}>{t(`screen_${screen.id}`)}</a></li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Message({ text }: { text: string }) {
  const t = useT();
  return (
    <section>
      <ScreenHeading>{text}</ScreenHeading>
      <a href={CONSOLE_BASE}>{t('back_home')}</a>
    </section>
  );
}
