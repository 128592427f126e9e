/**
 * Support (support agents): `/backoffice/support` is the inbox of every player's tickets and manager
 * chats, `/backoffice/support/<ticketId>` one thread with the reply form, assignment and closing.
 */
import './texts';
import { useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { ScreenHeading } from '../../ui/ScreenHeading';
import type { ScreenProps } from '../../frame/screen-loaders';
import { Inbox } from './Inbox';
import { ticketIdOf } from './inbox-state';
import { TicketThread } from './TicketThread';

export default function SupportScreen({ member, rest, search }: ScreenProps) {
  const t = useT('support');
  if (rest === null) return <Inbox search={search} me={member.id} />;
  const id = ticketIdOf(rest);
  if (id === null) {
    return (
      <section>
        <ScreenHeading>{t('heading')}</ScreenHeading>
        <p role="alert">{t('not_a_ticket')}</p>
        <a href={screenPath('support')}>{t('back')}</a>
      </section>
    );
  }
  return <TicketThread key={id} id={id} me={member.id} />;
}
