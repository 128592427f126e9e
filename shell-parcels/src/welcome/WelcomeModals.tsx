/**
 * The welcome journey's modals as the modal host draws them (../modals/Modals.tsx): each is its own chunk,
 * loaded when the journey opens it.
 */
import type { ModalRequest } from '@kickoff/platform';
import { lazyWithTexts } from '../lazy-with-texts';

const WelcomeModal = lazyWithTexts(() => import('./WelcomeModal').then((m) => m.WelcomeModal));
const FirstDepositBonusModal = lazyWithTexts(() => import('./FirstDepositBonusModal').then((m) => m.FirstDepositBonusModal));
const PhoneCountryModal = lazyWithTexts(() => import('./PhoneCountryModal').then((m) => m.PhoneCountryModal));
const DisplaySettingsModal = lazyWithTexts(() => import('../display/DisplaySettingsModal').then((m) => m.DisplaySettingsModal));

export function WelcomeModals({ request }: { request: ModalRequest }) {
  switch (request.id) {
    case 'welcome': return <WelcomeModal />;
    case 'first-deposit-bonus': return <FirstDepositBonusModal />;
    case 'phone-country': return <PhoneCountryModal />;
    case 'display-settings': return <DisplaySettingsModal />;
    default: return null;
  }
}
