/**
 * Registration starts from what the welcome journey kept: the phone code of the chosen phone country (over
 * the geo country's) and a visitor's first-deposit bonus choice.
 */
import { act } from 'react';
import { setAuthGroup } from '../../../platform/src/identity/stores';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '../../../platform/src/stores/site-config';
import { RegistrationForm } from '../../../shell-parcels/src/auth/RegistrationForm';
import { choosePhoneCountry } from '../../../shell-parcels/src/phone-country/store';
import { chooseVisitorBonus } from '../../../shell-parcels/src/welcome/memory';
import { resetPlatformState } from '../../support/platform-state';
import { equal } from '../../support/assert';
import { fakeActions, field, mount, settle, setRoute, useEnglish, type Mounted } from '../auth/helpers';

const noop = () => undefined;

describe('registration defaults from the welcome journey', () => {
  let view: Mounted | null = null;
  beforeEach(async () => {
    act(resetPlatformState);
    await useEnglish();
    setRoute('home');
    act(() => setSiteConfig({ ...DEFAULT_SITE_CONFIG, geoCountryId: 2, geoCurrency: 'EUR' }));
  });
  afterEach(() => {
    view?.unmount();
    view = null;
    localStorage.clear();
  });

  it('the phone code of the chosen country and the kept bonus choice', async () => {
    act(() => {
      choosePhoneCountry(1);
      chooseVisitorBonus(2);
      setAuthGroup({ socialNetworks: [], loginModes: ['login_password'], registrationTypes: ['phone'], captchaAfterAttempts: 3 });
    });
    view = mount(<RegistrationForm onDone={noop} onLogin={noop} />, fakeActions().actions);
    await settle();
    equal(field(view.host, 'Country code').value, '+7', 'Russia chosen, though the geo country is Ireland');
    const checked = [...view.host.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.name.endsWith('bonus') && r.checked);
    equal(checked?.value, '2', 'the casino bonus chosen in the first-deposit-bonus modal');
  });
});
