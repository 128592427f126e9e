/**
 * The captcha step (account spec §4, §7): when a call is answered with a captcha code, a FRESH
 * challenge is fetched, put in `$captchaRequest` and the 'captcha' modal opens. The UI answers with
 * `submit(answer)`: a wrong answer keeps the modal with 'auth_captcha_wrong' and a new challenge;
 * success gives the pass token for the `x-captcha` header; type 2 / isLogoutUser logs the user out;
 * `cancel()` rejects the waiting call with 'auth_captcha_cancelled'. All waiting calls share one step.
 */
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { AuthPaths, CaptchaChallengeSchema, CaptchaValidateResponseSchema, type CaptchaChallenge } from '../schemas/auth';
import type { CaptchaRequestState } from './contract';
import type { IdentityLogger } from './deps';

export const CAPTCHA_MODAL_ID = 'captcha';
const CAPTCHA_WRONG = 'auth_captcha_wrong';
const CAPTCHA_CANCELLED = 'auth_captcha_cancelled';
const CAPTCHA_LOGOUT = 'auth_captcha_logout';
/** Captcha-validation type that means the user must be logged out (account spec §9). */
const CAPTCHA_LOGOUT_TYPE = 2;

const captchaCancelledError = (): ApiError => new ApiError(400, [CAPTCHA_CANCELLED], 'captcha_cancelled');
const captchaLogoutError = (): ApiError => new ApiError(401, [CAPTCHA_LOGOUT], 'captcha_logout');

interface CaptchaControllerDeps {
  api: ApiClient;
  /** The captcha state the UI shows (`$captchaRequest` on the page, a plain atom in tests). */
  store: { get(): CaptchaRequestState | null; set(state: CaptchaRequestState | null): void };
  openModal: () => void;
  closeModal: () => void;
  /** Runs the logout (type 2 / isLogoutUser). */
  logout: () => Promise<void>;
  log: IdentityLogger;
}

export interface CaptchaController {
  /** Shows a fresh challenge and waits for the answer: the pass token, or null when no challenge could be fetched. Rejects on cancel or logout. */
  solve(): Promise<string | null>;
  submit(answer: string): Promise<void>;
  refresh(): Promise<void>;
  cancel(): void;
}

interface PendingStep {
  resolve: (token: string | null) => void;
  reject: (err: unknown) => void;
  promise: Promise<string | null>;
}

export function createCaptchaController(deps: CaptchaControllerDeps): CaptchaController {
  let step: PendingStep | null = null;

  const fetchChallenge = (): Promise<CaptchaChallenge> =>
    deps.api.request({ service: 'web', path: AuthPaths.captchaUpdate, cache: 'no-store', schema: CaptchaChallengeSchema });

  const finish = (): PendingStep | null => {
    const current = step;
    step = null;
    deps.store.set(null);
    deps.closeModal();
    return current;
  };

  const show = (challenge: CaptchaChallenge, error: string | null) => deps.store.set({ challenge, error, busy: false });

  return {
    solve() {
      if (step) return step.promise;
      let resolve!: (token: string | null) => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<string | null>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const current: PendingStep = { resolve, reject, promise };
      step = current;
      fetchChallenge().then(
        (challenge) => {
          if (step !== current) return;
          show(challenge, null);
          deps.openModal();
        },
        (err: unknown) => {
          deps.log.error('captcha challenge failed', err);
          if (step === current) finish();
          current.resolve(null);
        },
      );
      return promise;
    },

    async submit(answer) {
      const state = deps.store.get();
      const current = step;
      if (!state || !current) return;
      deps.store.set({ ...state, busy: true });
      try {
        const reply = await deps.api.request({
          service: 'web',
          path: AuthPaths.captchaValidate,
          method: 'POST',
          body: { captcha: { time: state.challenge.time, answer: answer.trim() } },
          schema: CaptchaValidateResponseSchema,
        });
        if (step !== current) return;
        if (reply.isLogoutUser === true || reply.type === CAPTCHA_LOGOUT_TYPE) {
          finish();
          current.reject(captchaLogoutError());
          await deps.logout();
          return;
        }
        if (reply.success && reply.token) {
          finish();
          current.resolve(reply.token);
          return;
        }
        show(await fetchChallenge(), CAPTCHA_WRONG);
      } catch (err) {
        if (step !== current) return;
        deps.log.warn('captcha validation failed', err);
        // A refused answer (4xx) is a wrong answer; anything else keeps the challenge with the error text.
        const wrong = err instanceof ApiError && err.status >= 400 && err.status < 500;
        try {
          show(wrong ? await fetchChallenge() : state.challenge, wrong ? CAPTCHA_WRONG : 'main_query_error');
        } catch (again) {
          deps.log.error('captcha challenge failed', again);
          show(state.challenge, 'main_query_error');
        }
      }
    },

    async refresh() {
      const state = deps.store.get();
      if (!state || !step) return;
      try {
        show(await fetchChallenge(), null);
      } catch (err) {
        deps.log.error('captcha challenge failed', err);
        deps.store.set({ ...state, error: 'main_query_error' });
      }
    },

    cancel() {
      const current = finish();
      current?.reject(captchaCancelledError());
    },
  };
}
