/**
 * `office/payment/requests` (account spec §2): the player's payment requests with topic, the payment
 * they are about, status and the reply; a link to create one. Loading, empty and error states.
 */
import { useEffect, useState } from 'react';
import { $language, useHref, useStore, useT } from '@kickoff/platform';
import type { PaymentRequest, PaymentTopic } from '../../contracts/payment-requests';
import { fetchPaymentRequests, fetchTopics } from '../withdraw/calls';
import { dateTime, failureText, k } from '../withdraw/format';

type Load = { status: 'loading' } | { status: 'ready'; requests: PaymentRequest[]; topics: PaymentTopic[] } | { status: 'error'; error: unknown };

export const topicTitle = (topics: readonly PaymentTopic[], id: number | null, lang: string): string => {
  for (const topic of topics) {
    if (topic.id === id) return lang === 'ru' ? topic.title.ru : topic.title.en;
    const sub = topic.subTopics.find((s) => s.id === id);
    if (sub) return lang === 'ru' ? sub.title.ru : sub.title.en;
  }
  return id === null ? '' : `#${id}`;
};

export function PaymentRequests() {
  const t = useT();
  const link = useHref();
  const lang = useStore($language);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    Promise.all([fetchPaymentRequests(controller.signal), fetchTopics(controller.signal)]).then(
      ([requests, topics]) => setLoad({ status: 'ready', requests, topics }),
      (error: unknown) => { if (!controller.signal.aborted) setLoad({ status: 'error', error }); },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <section className="kk-card kk-pay">
      <h1>{t(k('requests_title'))}</h1>
      <p><a href={link('office-payment-create-request')}>{t(k('requests_create'))}</a></p>
      {load.status === 'loading' && <div role="status" aria-busy="true">{t(k('loading'))}</div>}
      {load.status === 'error' && (
        <div role="alert">
          <p>{t(k('load_error'), { error: failureText(load.error, t) })}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t(k('retry'))}</button>
        </div>
      )}
      {load.status === 'ready' && load.requests.length === 0 && <p role="status">{t(k('requests_empty'))}</p>}
      {load.status === 'ready' && load.requests.length > 0 && (
        <ul className="kk-pay__list">
          {load.requests.map((r) => (
            <li key={r.id} className="kk-pay__request" data-request-id={r.id} data-status={r.status}>
              <article aria-labelledby={`kk-payreq-${r.id}`}>
                <h2 id={`kk-payreq-${r.id}`}>
                  {t(k('request_number'), { id: r.id })} · {topicTitle(load.topics, r.topicId, lang)}
                  {r.subTopicId !== null && ` · ${topicTitle(load.topics, r.subTopicId, lang)}`}
                </h2>
                <p>
                  <span className={`kk-pay__badge kk-pay__badge--${r.status}`}>{t(k(`request_status_${r.status}`))}</span>{' '}
                  <time dateTime={r.createdAt}>{dateTime(r.createdAt, lang)}</time>
                  {r.paymentId !== null && <> · {t(k('request_payment'), { id: r.paymentId })}</>}
                </p>
                <p>{r.text}</p>
                {r.reply !== null && (
                  <blockquote aria-label={t(k('request_reply'))}>
                    <strong>{t(k('request_reply'))}:</strong> {r.reply}
                  </blockquote>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
