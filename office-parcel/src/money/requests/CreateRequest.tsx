/**
 * `office/payment/create-request` and its steps (shell spec §2): choose a topic, then — by the topic —
 * a sub-topic (`{topicId}/{subTopicId}`), or one of the player's payments (`{topicId}/transactions`,
 * then `{topicId}/transactions/{transactionId}`), then write the request. Each step is its own URL, so
 * Back works. The server re-checks the topic, the sub-topic, the payment and the text.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { $language, navigate, useHref, useRoute, useStore, useT } from '@kickoff/platform';
import { apiFailure, createIdempotencyKeys } from '@kickoff/platform-wallet';
import { PaymentRequestErrorCodes, REQUEST_TEXT_MAX, REQUEST_TEXT_MIN, type PaymentTopic } from '../../contracts/payment-requests';
import type { PaymentHistoryItem } from '../../contracts/payment-history';
import { createPaymentRequest, fetchPaymentHistory, fetchTopics } from '../withdraw/calls';
import { dateTime, failureText, k, money } from '../withdraw/format';
import { topicTitle } from './PaymentRequests';

const KNOWN: readonly string[] = Object.values(PaymentRequestErrorCodes);
const idOf = (s: string | undefined): number | null => (s && /^\d{1,15}$/.test(s) ? Number(s) : null);

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => { if (!controller.signal.aborted) setState({ status: 'error', error }); },
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <p>{t(k('load_error'), { error: failureText(error, t) })}</p>
      <button type="button" onClick={retry}>{t(k('retry'))}</button>
    </div>
  );
}

function Transactions({ topic }: { topic: PaymentTopic }) {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const [payments, retry] = useLoad((signal) => fetchPaymentHistory({ page: 1, size: 50 }, signal), []);
  if (payments.status === 'loading') return <div role="status" aria-busy="true">{t(k('loading'))}</div>;
  if (payments.status === 'error') return <Failed error={payments.error} retry={retry} />;
  if (payments.value.items.length === 0) return <p role="status">{t(k('create_no_transactions'))}</p>;
  return (
    <>
      <h2>{t(k('create_transaction'))}</h2>
      <ul className="kk-pay__list">
        {payments.value.items.map((p) => (
          <li key={p.id}>
            <a href={link('office-payment-transaction', { topicId: String(topic.id), transactionId: String(p.id) })} data-payment-id={p.id}>
              {paymentLine(p, t, lang)} · {dateTime(p.createdAt, lang)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

const paymentLine = (p: PaymentHistoryItem, t: (key: string, o?: Record<string, unknown>) => string, lang: string): string =>
  t(k('create_about_payment'), { id: p.id, type: t(k(`type_${p.type}`)), amount: money(p.amount, p.currency, lang), status: t(k(`status_${p.status}`)) });

function RequestForm({ topic, subTopicId, paymentId }: { topic: PaymentTopic; subTopicId: number | null; paymentId: number | null }) {
  const t = useT();
  const link = useHref();
  const ids = { text: useId(), hint: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useMemo(() => createIdempotencyKeys('payreq'), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < REQUEST_TEXT_MIN || trimmed.length > REQUEST_TEXT_MAX) return setError(t(k('create_text_error'), { min: REQUEST_TEXT_MIN, max: REQUEST_TEXT_MAX }));
    const body = { topicId: topic.id, text: trimmed, ...(subTopicId !== null ? { subTopicId } : {}), ...(paymentId !== null ? { paymentId } : {}) };
    setError(null);
    setSending(true);
    try {
      await createPaymentRequest(body, keys.keyFor(body));
      keys.settle(false);
      navigate(link('office-payment-requests'));
    } catch (err) {
      keys.settle(apiFailure(err).status === null);
      setError(failureText(err, t, KNOWN));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="kk-pay__form" onSubmit={submit} noValidate aria-busy={sending}>
      {paymentId !== null && <p>{t(k('request_payment'), { id: paymentId })}</p>}
      <div className="kk-pay__field">
        <label htmlFor={ids.text}>{t(k('create_text'))}</label>
        <textarea id={ids.text} value={text} maxLength={REQUEST_TEXT_MAX} onChange={(e) => setText(e.target.value)} aria-describedby={ids.hint} aria-invalid={error !== null} />
        <span id={ids.hint} className="kk-pay__hint">{t(k('create_text_hint'), { min: REQUEST_TEXT_MIN, max: REQUEST_TEXT_MAX })}</span>
      </div>
      <button type="submit" disabled={sending}>{sending ? t(k('create_sending')) : t(k('create_submit'))}</button>
      <p role="alert" className="kk-pay__error">{error}</p>
    </form>
  );
}

export function CreateRequest() {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const route = useRoute();
  const [topics, retry] = useLoad((signal) => fetchTopics(signal), []);
  const name = route?.name ?? 'office-payment-create-request';
  const params = route?.params ?? {};
  const topicId = idOf(params['topicId']);

  let body;
  if (topics.status === 'loading') body = <div role="status" aria-busy="true">{t(k('loading'))}</div>;
  else if (topics.status === 'error') body = <Failed error={topics.error} retry={retry} />;
  else if (name === 'office-payment-create-request') {
    body = (
      <>
        <h2>{t(k('create_topic'))}</h2>
        <ul className="kk-pay__list">
          {topics.value.map((topic) => (
            <li key={topic.id}><a href={link('office-payment-topic', { topicId: String(topic.id) })}>{topicTitle(topics.value, topic.id, lang)}</a></li>
          ))}
        </ul>
      </>
    );
  } else {
    const topic = topics.value.find((x) => x.id === topicId);
    const subTopicId = idOf(params['subTopicId']);
    const transactionId = idOf(params['transactionId']);
    if (!topic || (name === 'office-payment-subtopic' && !topic.subTopics.some((s) => s.id === subTopicId))) body = <p role="alert">{t(k('create_unknown_topic'))}</p>;
    else {
      const heading = <h2>{topicTitle(topics.value, topic.id, lang)}{subTopicId !== null && ` · ${topicTitle(topics.value, subTopicId, lang)}`}</h2>;
      if (name === 'office-payment-topic' && topic.subTopics.length > 0) {
        body = (
          <>
            {heading}
            <h3>{t(k('create_subtopic'))}</h3>
            <ul className="kk-pay__list">
              {topic.subTopics.map((s) => (
                <li key={s.id}><a href={link('office-payment-subtopic', { topicId: String(topic.id), subTopicId: String(s.id) })}>{topicTitle(topics.value, s.id, lang)}</a></li>
              ))}
            </ul>
          </>
        );
      } else if ((name === 'office-payment-topic' && topic.needsTransaction) || name === 'office-payment-transactions') {
        body = <>{heading}<Transactions topic={topic} /></>;
      } else {
        body = <>{heading}<RequestForm topic={topic} subTopicId={name === 'office-payment-subtopic' ? subTopicId : null} paymentId={name === 'office-payment-transaction' ? transactionId : null} /></>;
      }
    }
  }

  return (
    <section className="kk-card kk-pay">
      <h1>{t(k('create_title'))}</h1>
      {body}
      <p className="kk-pay__pager">
        {name !== 'office-payment-create-request' && <a href={link('office-payment-create-request')}>{t(k('create_back'))}</a>}
        <a href={link('office-payment-requests')}>{t(k('requests_title'))}</a>
      </p>
    </section>
  );
}
