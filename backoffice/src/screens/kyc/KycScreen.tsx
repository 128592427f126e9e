/**
 * KYC review (role kyc_reviewer): `/backoffice/kyc` is the document queue with filters and paging,
 * `/backoffice/kyc/<documentId>` one document with its files and the decision.
 */
import type { ScreenProps } from '../../frame/screen-loaders';
import { useT } from '../../i18n';
import { screenPath } from '../../routing/screens';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { DocumentView } from './DocumentView';
import { documentIdOf } from './queue';
import { QueueView } from './QueueView';
import './texts';

export default function KycScreen({ rest, search }: ScreenProps) {
  const t = useT('kyc');
  if (rest === null || rest === '') return <QueueView search={search} />;
  const id = documentIdOf(rest);
  if (id === null) {
    return (
      <section>
        <ScreenHeading>{t('heading')}</ScreenHeading>
        <p>{t('not_found')}</p>
        <a href={screenPath('kyc')}>{t('back')}</a>
      </section>
    );
  }
  return <DocumentView key={id} id={id} search={search} />;
}
