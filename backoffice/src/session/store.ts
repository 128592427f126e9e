/**
 * The console's staff session: `$staff` is `loading` until `GET /staff-api/me` answers, then the
 * signed-in member or `signed-out`; `$signIn` the sign-in form's step. Actions: `loadStaff`,
 * `submitPassword`, `submitCode`, `signOut`. A 401 from any call returns to the sign-in form.
 */
import { atom } from 'nanostores';
import {
  STAFF_PATHS,
  StaffMemberReplySchema,
  StaffPasswordStepReplySchema,
  type StaffMemberWire,
} from '../contracts/staff';
import { NoContent, StaffApiError, staffCall } from '../api/client';
import { onSessionEnded } from '../api/session-events';

export type StaffState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; member: StaffMemberWire };
export type SignInStep = 'password' | 'code';

export const $staff = atom<StaffState>({ status: 'loading' });
export const $signInStep = atom<SignInStep>('password');

onSessionEnded(() => {
  if ($staff.get().status === 'signed-in') {
    $signInStep.set('password');
    $staff.set({ status: 'signed-out' });
  }
});

export async function loadStaff(): Promise<void> {
  try {
    const reply = await staffCall('GET', STAFF_PATHS.me, StaffMemberReplySchema);
    $staff.set({ status: 'signed-in', member: reply.data });
  } catch (err) {
    if (!(err instanceof StaffApiError) || err.status !== 401) console.error('staff session check failed', err);
    $staff.set({ status: 'signed-out' });
  }
}

/** Step one; throws the server's error (wrong e-mail or password, too many attempts). */
export async function submitPassword(email: string, password: string): Promise<void> {
  await staffCall('POST', STAFF_PATHS.password, StaffPasswordStepReplySchema, { email, password });
  $signInStep.set('code');
}

/** Step two; a code step that has expired goes back to step one. */
export async function submitCode(code: string): Promise<void> {
  try {
    const reply = await staffCall('POST', STAFF_PATHS.totp, StaffMemberReplySchema, { code });
    $signInStep.set('password');
    $staff.set({ status: 'signed-in', member: reply.data });
  } catch (err) {
    if (err instanceof StaffApiError && err.code === 'staff_step_expired') $signInStep.set('password');
    throw err;
  }
}

export function restartSignIn(): void {
  $signInStep.set('password');
}

export async function signOut(): Promise<void> {
  try {
    await staffCall('POST', STAFF_PATHS.logout, NoContent, {});
  } finally {
    $signInStep.set('password');
    $staff.set({ status: 'signed-out' });
  }
}
