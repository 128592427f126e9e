/**
 * Login form model (pure): which mode tabs are offered, the client-side checks per mode and the
 * facade input built from the form values (account spec §4 "Auth form modes", §7 Auth API).
 */
import type { AuthFormMode, LoginInput } from '@kickoff/platform';
import { codeProblem, collectErrors, normalizePhone, phoneCodeProblem, phoneProblem, requiredProblem, type FieldErrors } from './validation';

/** The modes a player picks from; the two-step code is a follow-up step, never a tab. */
export type LoginTab = Exclude<AuthFormMode, 'login_password_two_step_code'>;
export const LOGIN_TABS: readonly LoginTab[] = ['login_password', 'phone_password', 'sms'];

/** Tabs offered by the auth config group (all when the group is not loaded or lists none). */
export function loginTabs(configured: readonly AuthFormMode[] | null | undefined): LoginTab[] {
  const tabs = LOGIN_TABS.filter((m) => !configured || configured.includes(m));
  return tabs.length > 0 ? tabs : [...LOGIN_TABS];
}

export interface LoginValues {
  login: string;
  password: string;
  phoneCode: string;
  phone: string;
  smsCode: string;
  twoStepCode: string;
  save: boolean;
}

export const EMPTY_LOGIN_VALUES: LoginValues = { login: '', password: '', phoneCode: '', phone: '', smsCode: '', twoStepCode: '', save: false };

export type LoginStep = LoginTab | 'login_password_two_step_code';

/** Problems of the fields the step submits. */
export function loginErrors(step: LoginStep, values: LoginValues): FieldErrors {
  switch (step) {
    case 'login_password':
      return collectErrors({ login: requiredProblem(values.login), password: requiredProblem(values.password) });
    case 'phone_password':
      return collectErrors({ phoneCode: phoneCodeProblem(values.phoneCode), phone: phoneProblem(values.phone), password: requiredProblem(values.password) });
    case 'sms':
      return collectErrors({ smsCode: codeProblem(values.smsCode) });
    case 'login_password_two_step_code':
      return collectErrors({ twoStepCode: codeProblem(values.twoStepCode) });
  }
}

/** Problems of the phone before an SMS code is sent. */
export function smsPhoneErrors(values: LoginValues): FieldErrors {
  return collectErrors({ phoneCode: phoneCodeProblem(values.phoneCode), phone: phoneProblem(values.phone) });
}

export function loginInput(step: LoginStep, values: LoginValues): LoginInput {
  switch (step) {
    case 'login_password':
      return { mode: 'login_password', login: values.login.trim(), password: values.password, save: values.save };
    case 'phone_password':
      return { mode: 'phone_password', phoneCode: values.phoneCode.trim(), phone: normalizePhone(values.phone), password: values.password, save: values.save };
    case 'sms':
      return { mode: 'sms', code: values.smsCode.trim() };
    case 'login_password_two_step_code':
      return { mode: 'login_password_two_step_code', code: values.twoStepCode.trim(), save: values.save };
  }
}

/** Server field names mapped to the form's fields. */
export function loginField(field: string | null): keyof LoginValues | null {
  switch (field) {
    case 'uLogin': case 'login': return 'login';
    case 'uPassword': case 'password': return 'password';
    case 'phone_number': case 'phone-number': case 'phone': return 'phone';
    case 'country_code': case 'phone-code': case 'phoneCode': return 'phoneCode';
    case 'sms-code': case 'smsCode': return 'smsCode';
    case 'code': return 'twoStepCode';
    default: return null;
  }
}
