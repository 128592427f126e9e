/**
 * The office `security` screen (issue 11 item 3; account spec §3 protection fields, §4 protection-level
 * bands and activation type): the protection level and methods, password change, two-step sign-in on
 * and off, phone binding by SMS code, the secret question and the recent security events. Every change
 * is made and confirmed by the server (the reply is the new state); the user config is read again after
 * a change so the rest of the page follows.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { $language, loadFormRules, reloadUserConfig, useStore, useT, type PhoneMasking } from '@kickoff/platform';
import type { CodeSentResponse, SecurityState } from '../contracts/security';
import { securityCalls } from './calls';
import { Field, FormStatus, fieldError, formError, useAction } from './form';
import { NS } from './setup';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; state: SecurityState };

const METHODS = ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'] as const;
const MIN_PASSWORD = 8;

/** After every confirmed change: the user config follows (a failure there keeps the old one shown). */
const followConfig = (): void => {
  reloadUserConfig().catch(() => undefined);
};

function ProtectionLevel({ state }: { state: SecurityState }) {
  const t = useT();
  const band = state.protectionStatus;
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-level">
      <h2 id="kk-sec-level">{t(`${NS}:level_title`)}</h2>
      {state.protectionLevel === null || band === null ? (
        <p>{t(`${NS}:level_none`)}</p>
      ) : (
        <div className={`kk-sec-level kk-sec-level--${band}`} data-band={band}>
          <meter min={0} max={100} low={31} high={70} optimum={100} value={state.protectionLevel} aria-label={t(`${NS}:level_meter`)} />
          <p>
            <strong>{t(`${NS}:level_${band}`)}</strong> · {t(`${NS}:level_value`, { level: state.protectionLevel })}
          </p>
        </div>
      )}
      <h3>{t(`${NS}:methods_title`)}</h3>
      <ul className="kk-sec-methods">
        {METHODS.map((method) => {
          const on = state.protectionMethods[method];
          return (
            <li key={method} data-method={method} data-on={on}>
              <span aria-hidden="true">{on ? '✓' : '○'}</span> {t(`${NS}:method_${method}`)}
              <span className="kk-visually-hidden">: {t(`${NS}:method_${on ? 'on' : 'off'}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PasswordForm({ state, onState }: { state: SecurityState; onState: (s: SecurityState) => void }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState<Record<string, string | null>>({});
  const [ended, setEnded] = useState<number | null>(null);
  const action = useAction(securityCalls.changePassword, (reply) => {
    onState(reply.state);
    setEnded(reply.endedSessions);
    setCurrent('');
    setNext('');
    setRepeat('');
    followConfig();
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEnded(null);
    const errors = {
      currentPassword: current ? null : t(`${NS}:required`),
      newPassword: next.length >= MIN_PASSWORD ? null : t(`${NS}:password_short`),
      repeat: repeat === next ? null : t(`${NS}:password_mismatch`),
    };
    setChecked(errors);
    if (Object.values(errors).some(Boolean)) return;
    await action.run({ currentPassword: current, newPassword: next });
  };
  const fields = ['currentPassword', 'newPassword'];
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-password">
      <h2 id="kk-sec-password">{t(`${NS}:password_title`)}</h2>
      <p className="kk-muted">
        {state.changedPassDayCount === null ? t(`${NS}:password_never`) : t(`${NS}:password_days`, { count: state.changedPassDayCount })}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="kk-sec-password">
        <Field
          label={t(`${NS}:password_current`)}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={checked['currentPassword'] ?? fieldError(t, action.failure, 'currentPassword')}
        />
        <Field
          label={t(`${NS}:password_new`)}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={next}
          hint={t(`${NS}:password_hint`)}
          onChange={(e) => setNext(e.target.value)}
          error={checked['newPassword'] ?? fieldError(t, action.failure, 'newPassword')}
        />
        <Field
          label={t(`${NS}:password_repeat`)}
          type="password"
          name="repeatPassword"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={checked['repeat']}
        />
        <button type="submit" className="kk-button" disabled={action.busy}>
          {action.busy ? t(`${NS}:busy`) : t(`${NS}:password_submit`)}
        </button>
        <FormStatus error={formError(t, action.failure, fields)} done={ended !== null ? t(`${NS}:password_done`, { count: ended }) : null} />
      </form>
    </section>
  );
}

/** The line telling where a code went (and the demo code on a demo server). */
function CodeSent({ sent }: { sent: CodeSentResponse }) {
  const t = useT();
  return (
    <p className="kk-muted" data-code-sent>
      {t(`${NS}:code_sent`, { to: sent.sentTo, minutes: Math.round(sent.expiresIn / 60) })}
      {sent.demoCode && (
        <>
          {' '}
          <span data-demo-code={sent.demoCode}>{t(`${NS}:demo_code`, { code: sent.demoCode })}</span>
        </>
      )}
    </p>
  );
}

function TwoStep({ state, onState }: { state: SecurityState; onState: (s: SecurityState) => void }) {
  const t = useT();
  const on = state.protectionMethods.enable_two_factor_auth;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSentResponse | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const changed = (next: SecurityState, message: string) => {
    onState(next);
    setDone(message);
    setPassword('');
    setCode('');
    setSent(null);
    followConfig();
  };
  const enable = useAction(securityCalls.twoStepOn, (reply) => changed(reply.state, t(`${NS}:twostep_enabled`)));
  const disable = useAction(securityCalls.twoStepOff, (reply) => changed(reply.state, t(`${NS}:twostep_disabled`)));
  const request = useAction(securityCalls.twoStepCode, (reply) => {
    setSent(reply);
    setDone(null);
  });
  const failure = on ? (disable.failure ?? request.failure) : enable.failure;
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-twostep" data-two-step={on ? 'on' : 'off'}>
      <h2 id="kk-sec-twostep">{t(`${NS}:twostep_title`)}</h2>
      <p>{t(on ? `${NS}:twostep_on_text` : `${NS}:twostep_off_text`)}</p>
      {on ? (
        <form
          noValidate
          aria-labelledby="kk-sec-twostep"
          onSubmit={(e) => {
            e.preventDefault();
            void disable.run(code.trim());
          }}
        >
          <button type="button" className="kk-button kk-button--ghost" disabled={request.busy} onClick={() => void request.run()}>
            {t(`${NS}:twostep_send_code`)}
          </button>
          {sent && <CodeSent sent={sent} />}
          <Field
            label={t(`${NS}:twostep_code`)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError(t, disable.failure, 'code')}
          />
          <button type="submit" className="kk-button" disabled={disable.busy || code.trim() === ''}>
            {disable.busy ? t(`${NS}:busy`) : t(`${NS}:twostep_disable`)}
          </button>
        </form>
      ) : (
        <form
          noValidate
          aria-labelledby="kk-sec-twostep"
          onSubmit={(e) => {
            e.preventDefault();
            void enable.run(password);
          }}
        >
          <Field
            label={t(`${NS}:twostep_password`)}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError(t, enable.failure, 'password')}
          />
          <button type="submit" className="kk-button" disabled={enable.busy || password === ''}>
            {enable.busy ? t(`${NS}:busy`) : t(`${NS}:twostep_enable`)}
          </button>
        </form>
      )}
      <FormStatus error={formError(t, failure, ['password', 'code'])} done={done} />
    </section>
  );
}

function PhoneBinding({ state, onState }: { state: SecurityState; onState: (s: SecurityState) => void }) {
  const t = useT();
  const [phoneCode, setPhoneCode] = useState('+7');
  const [phoneNumber, setPhoneNumber] = useState('');
  // The number is written with the phone mask of the code (platform form rules, loaded on use); the server checks its length.
  const [masking, setMasking] = useState<PhoneMasking | null>(null);
  useEffect(() => {
    let live = true;
    loadFormRules().then((rules) => rules.phoneMasking()).then((m) => live && setMasking(m), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSentResponse | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const request = useAction(securityCalls.phoneCode, (reply) => {
    setSent(reply);
    setDone(null);
  });
  const bind = useAction(securityCalls.phoneBind, (reply) => {
    onState(reply.state);
    setDone(t(`${NS}:phone_bound`));
    setSent(null);
    setCode('');
    setPhoneNumber('');
    followConfig();
  });
  const failure = bind.failure ?? request.failure;
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-phone">
      <h2 id="kk-sec-phone">{t(`${NS}:phone_title`)}</h2>
      <p data-phone={state.phone ? `${state.phone.code}${state.phone.number}` : ''}>
        {state.phone ? t(`${NS}:phone_current`, { phone: `${state.phone.code} ${state.phone.number}` }) : t(`${NS}:phone_none`)}
      </p>
      <form
        noValidate
        aria-labelledby="kk-sec-phone"
        onSubmit={(e) => {
          e.preventDefault();
          void request.run({ phoneCode: phoneCode.trim(), phoneNumber: phoneNumber.replace(/\D/g, '') });
        }}
      >
        <div className="kk-sec-row">
          <Field
            label={t(`${NS}:phone_code`)}
            name="phoneCode"
            inputMode="tel"
            autoComplete="tel-country-code"
            size={5}
            value={phoneCode}
            onChange={(e) => {
              setPhoneCode(e.target.value);
              if (masking) setPhoneNumber((n) => masking.formatNational(n, e.target.value));
            }}
            error={fieldError(t, request.failure, 'phoneCode')}
          />
          <Field
            label={t(`${NS}:phone_number`)}
            name="phoneNumber"
            inputMode="tel"
            autoComplete="tel-national"
            value={phoneNumber}
            placeholder={masking?.placeholder(phoneCode)}
            onChange={(e) => setPhoneNumber(masking ? masking.formatNational(e.target.value, phoneCode) : e.target.value)}
            error={fieldError(t, request.failure, 'phoneNumber')}
          />
        </div>
        <button type="submit" className="kk-button kk-button--ghost" disabled={request.busy || phoneNumber.trim() === ''}>
          {state.phone ? t(`${NS}:phone_change`) : t(`${NS}:phone_send`)}
        </button>
      </form>
      {sent && (
        <form
          noValidate
          aria-label={t(`${NS}:phone_bind`)}
          onSubmit={(e) => {
            e.preventDefault();
            void bind.run(code.trim());
          }}
        >
          <CodeSent sent={sent} />
          <Field
            label={t(`${NS}:phone_sms_code`)}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError(t, bind.failure, 'code')}
          />
          <button type="submit" className="kk-button" disabled={bind.busy || code.trim() === ''}>
            {bind.busy ? t(`${NS}:busy`) : t(`${NS}:phone_bind`)}
          </button>
        </form>
      )}
      <FormStatus error={formError(t, failure, ['phoneCode', 'phoneNumber', 'code'])} done={done} />
    </section>
  );
}

function SecretQuestion({ state, onState }: { state: SecurityState; onState: (s: SecurityState) => void }) {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const save = useAction(securityCalls.question, (reply) => {
    onState(reply.state);
    setDone(t(`${NS}:question_saved`));
    setQuestion('');
    setAnswer('');
    setPassword('');
    followConfig();
  });
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-question">
      <h2 id="kk-sec-question">{t(`${NS}:question_title`)}</h2>
      <p>{state.secretQuestion ? t(`${NS}:question_current`, { question: state.secretQuestion }) : t(`${NS}:question_none`)}</p>
      <form
        noValidate
        aria-labelledby="kk-sec-question"
        onSubmit={(e) => {
          e.preventDefault();
          setDone(null);
          void save.run({ question, answer, password });
        }}
      >
        <Field label={t(`${NS}:question_text`)} name="question" maxLength={120} value={question} onChange={(e) => setQuestion(e.target.value)} error={fieldError(t, save.failure, 'question')} />
        <Field label={t(`${NS}:question_answer`)} name="answer" autoComplete="off" maxLength={60} value={answer} onChange={(e) => setAnswer(e.target.value)} error={fieldError(t, save.failure, 'answer')} />
        <Field
          label={t(`${NS}:question_password`)}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError(t, save.failure, 'password')}
        />
        <button type="submit" className="kk-button" disabled={save.busy || !question.trim() || !answer.trim() || !password}>
          {save.busy ? t(`${NS}:busy`) : t(`${NS}:question_save`)}
        </button>
        <FormStatus error={formError(t, save.failure, ['question', 'answer', 'password'])} done={done} />
      </form>
    </section>
  );
}

function Events({ state }: { state: SecurityState }) {
  const t = useT();
  const lang = useStore($language);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="kk-sec-block" aria-labelledby="kk-sec-events">
      <h2 id="kk-sec-events">{t(`${NS}:events_title`)}</h2>
      {state.events.length === 0 ? (
        <p className="kk-muted" data-state="empty">{t(`${NS}:events_empty`)}</p>
      ) : (
        <table className="kk-sec-events">
          <thead>
            <tr>
              <th scope="col">{t(`${NS}:events_time`)}</th>
              <th scope="col">{t(`${NS}:events_kind`)}</th>
              <th scope="col">{t(`${NS}:events_ip`)}</th>
            </tr>
          </thead>
          <tbody>
            {state.events.map((event, i) => (
              <tr key={`${event.at}-${i}`} data-event={event.kind}>
                <td><time dateTime={event.at}>{format.format(new Date(event.at))}</time></td>
                <td>{t(`${NS}:event_${event.kind}`)}</td>
                <td>{event.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function SecurityScreen() {
  const t = useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    securityCalls.state(controller.signal).then(
      (reply) => {
        if (!controller.signal.aborted) setLoad({ status: 'ready', state: reply.state });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const onState = (state: SecurityState) => setLoad({ status: 'ready', state });

  let body: React.ReactNode;
  if (load.status === 'loading') {
    body = (
      <div role="status" aria-busy="true" className="kk-sec-loading">
        <span className="kk-visually-hidden">{t(`${NS}:security_loading`)}</span>
        <div className="kk-skeleton kk-sec-skeleton" aria-hidden="true" />
        <div className="kk-skeleton kk-sec-skeleton" aria-hidden="true" />
      </div>
    );
  } else if (load.status === 'error') {
    body = (
      <div className="kk-error-block" role="alert" data-state="error">
        <p className="kk-error-block__title">{t(`${NS}:security_error`)}</p>
        <button type="button" className="kk-button" onClick={() => setAttempt((n) => n + 1)}>{t(`${NS}:retry`)}</button>
      </div>
    );
  } else {
    const { state } = load;
    body = (
      <div className="kk-sec-grid">
        <ProtectionLevel state={state} />
        <PasswordForm state={state} onState={onState} />
        <TwoStep state={state} onState={onState} />
        <PhoneBinding state={state} onState={onState} />
        <SecretQuestion state={state} onState={onState} />
        <Events state={state} />
      </div>
    );
  }
  return (
    <section className="kk-card kk-sec" data-app="office" data-route="office-security" aria-labelledby="kk-sec-title">
      <h1 id="kk-sec-title" className="kk-page-title">{t(`${NS}:security_title`)}</h1>
      {body}
    </section>
  );
}
