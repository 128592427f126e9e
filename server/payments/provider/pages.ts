/**
 * The demo provider's pages: plain server-rendered HTML and CSS (no script), in Russian or English.
 * The card form (labelled fields, errors tied to their fields and summed up in an alert), the
 * 3-D Secure-style confirmation (the demo code is printed on the page), a finished payment, an expired
 * checkout and an unknown one. The test cards are listed on the card page.
 */
import type { CardField } from './cards';

export type ProviderLng = 'ru' | 'en';

const TEXTS = {
  en: {
    brand: 'Demo Pay',
    tagline: 'Test payment provider of the Kickoff demo: no real money moves.',
    merchant: 'Merchant',
    amount: 'Amount',
    method: 'Method',
    methods: { card: 'Bank card', fast_bank: 'Fast bank transfer', ewallet: 'E-wallet' } as Record<string, string>,
    cardTitle: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel and return to the shop',
    errorsTitle: 'Check the form',
    testCards: 'Test cards (any future expiry date, any three-digit CVC)',
    cardSuccess: 'payment succeeds',
    cardFailure: 'payment is declined',
    cardPending: 'payment stays pending until the provider confirms it',
    cardThreeDs: 'asks for a one-time confirmation code',
    threeDsTitle: 'Confirm the payment',
    threeDsText: 'Your bank asks you to confirm this payment with a one-time code.',
    threeDsDemo: 'Demo code',
    code: 'One-time code',
    confirm: 'Confirm',
    wrongCode: 'Wrong code, try again. Attempts left:',
    endedTitle: 'This payment is finished',
    endedText: 'Return to the shop to see its result.',
    back: 'Return to the shop',
    unknownTitle: 'Payment not found',
    unknownText: 'The payment link is wrong or has expired.',
    expiredTitle: 'This checkout has expired',
    expiredText: 'It was not paid within 30 minutes, so it can no longer be paid and no money was taken. Start a new deposit in the shop.',
  },
  ru: {
    brand: 'Demo Pay',
    tagline: 'Тестовый платёжный провайдер демо Kickoff: настоящие деньги не списываются.',
    merchant: 'Магазин',
    amount: 'Сумма',
    method: 'Способ',
    methods: { card: 'Банковская карта', fast_bank: 'Быстрый банковский перевод', ewallet: 'Электронный кошелёк' } as Record<string, string>,
    cardTitle: 'Данные карты',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'CVC',
    pay: 'Оплатить',
    cancel: 'Отменить и вернуться в магазин',
    errorsTitle: 'Проверьте форму',
    testCards: 'Тестовые карты (любой срок действия в будущем, любой трёхзначный CVC)',
    cardSuccess: 'платёж проходит',
    cardFailure: 'платёж отклонён',
    cardPending: 'платёж ждёт подтверждения провайдера',
    cardThreeDs: 'запрашивает одноразовый код подтверждения',
    threeDsTitle: 'Подтвердите платёж',
    threeDsText: 'Ваш банк просит подтвердить платёж одноразовым кодом.',
    threeDsDemo: 'Демо-код',
    code: 'Одноразовый код',
    confirm: 'Подтвердить',
    wrongCode: 'Неверный код, попробуйте ещё раз. Осталось попыток:',
    endedTitle: 'Этот платёж завершён',
    endedText: 'Вернитесь в магазин, чтобы увидеть его результат.',
    back: 'Вернуться в магазин',
    unknownTitle: 'Платёж не найден',
    unknownText: 'Ссылка на платёж неверна или устарела.',
    expiredTitle: 'Время на оплату истекло',
    expiredText: 'Платёж не был оплачен за 30 минут, поэтому оплатить его уже нельзя; деньги не списаны. Начните новое пополнение в магазине.',
  },
} as const;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1b2330}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}.tag{color:#4a5566;font-size:.9rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#4a5566}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;padding:.6rem;font:inherit;border:1px solid #8792a2;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}.err{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
.row{display:flex;gap:1rem}.row>div{flex:1}button,.btn{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;border-radius:6px;border:0;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none}
button.ghost{background:transparent;color:#1d4ed8;border:1px solid #1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{border:2px solid #b00020;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.alert ul{margin:.25rem 0}.alert a{color:#b00020}
.demo{background:#fff7e0;border:1px dashed #b7791f;border-radius:8px;padding:.5rem 1rem;margin-top:1rem}code{font-size:1.05rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #dde2ea}
`;

function layout(lng: ProviderLng, title: string, body: string): string {
  const t = TEXTS[lng];
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${t.brand}</title><style>${CSS}</style></head><body><main>
<h1>${t.brand}</h1><p class="tag">${escapeHtml(t.tagline)}</p>${body}</main></body></html>`;
}

export interface CheckoutView {
  ref: string;
  lng: ProviderLng;
  amountText: string;
  method: string;
}

function summary(lng: ProviderLng, view: CheckoutView): string {
  const t = TEXTS[lng];
  return `<dl><dt>${t.merchant}</dt><dd>Kickoff</dd><dt>${t.amount}</dt><dd data-amount>${escapeHtml(view.amountText)}</dd>
<dt>${t.method}</dt><dd>${escapeHtml(t.methods[view.method] ?? view.method)}</dd></dl>`;
}

function cancelForm(view: CheckoutView): string {
  return `<form method="post" action="/demo-pay/checkout/${view.ref}/cancel"><input type="hidden" name="lng" value="${view.lng}">
<button type="submit" class="ghost">${escapeHtml(TEXTS[view.lng].cancel)}</button></form>`;
}

function errorSummary(lng: ProviderLng, errors: ReadonlyArray<[string, string]>): string {
  if (errors.length === 0) return '';
  const items = errors.map(([id, text]) => `<li><a href="#${id}">${escapeHtml(text)}</a></li>`).join('');
  return `<div class="alert" role="alert"><strong>${TEXTS[lng].errorsTitle}</strong><ul>${items}</ul></div>`;
}

export function checkoutPage(view: CheckoutView, values: Partial<Record<CardField, string>> = {}, errors: Partial<Record<CardField, string>> = {}): string {
  const t = TEXTS[view.lng];
  const field = (name: CardField, label: string, autocomplete: string, extra: string): string => {
    const error = errors[name];
    const described = error ? ` aria-invalid="true" aria-describedby="card-${name}-error"` : '';
    return `<div><label for="card-${name}">${escapeHtml(label)}</label>
<input id="card-${name}" name="${name}" autocomplete="${autocomplete}" required ${extra} value="${escapeHtml(values[name] ?? '')}"${described}>
${error ? `<p class="err" id="card-${name}-error">${escapeHtml(error)}</p>` : ''}</div>`;
  };
  const list = (Object.keys(errors) as CardField[]).map((name): [string, string] => [`card-${name}`, errors[name] ?? '']);
  const cards: Array<[string, string]> = [
    ['4242 4242 4242 4242', t.cardSuccess],
    ['4000 0000 0000 0002', t.cardFailure],
    ['4000 0000 0000 0077', t.cardPending],
    ['4000 0000 0000 3220', t.cardThreeDs],
  ];
  const body = `${summary(view.lng, view)}${errorSummary(view.lng, list)}
<h2 id="card-title">${t.cardTitle}</h2>
<form method="post" action="/demo-pay/checkout/${view.ref}/pay" aria-labelledby="card-title" novalidate>
<input type="hidden" name="lng" value="${view.lng}">
${field('number', t.number, 'cc-number', 'inputmode="numeric" maxlength="23"')}
<div class="row">${field('expiry', t.expiry, 'cc-exp', 'placeholder="MM/YY" maxlength="7"')}${field('cvc', t.cvc, 'cc-csc', 'inputmode="numeric" maxlength="3"')}</div>
<button type="submit">${escapeHtml(`${t.pay} ${view.amountText}`)}</button></form>
${cancelForm(view)}
<section class="demo" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<table><tbody>${cards.map(([n, what]) => `<tr><td><code>${n}</code></td><td>${escapeHtml(what)}</td></tr>`).join('')}</tbody></table></section>`;
  return layout(view.lng, t.cardTitle, body);
}

export function threeDsPage(view: CheckoutView, demoCode: string, attemptsLeft: number | null): string {
  const t = TEXTS[view.lng];
  const error = attemptsLeft === null ? '' : `${t.wrongCode} ${attemptsLeft}`;
  const described = error ? ' aria-invalid="true" aria-describedby="otp-error"' : '';
  const body = `${summary(view.lng, view)}
<h2 id="otp-title">${t.threeDsTitle}</h2><p>${escapeHtml(t.threeDsText)}</p>
${error ? `<div class="alert" role="alert"><a href="#otp">${escapeHtml(error)}</a></div>` : ''}
<form method="post" action="/demo-pay/checkout/${view.ref}/3ds" aria-labelledby="otp-title" novalidate>
<input type="hidden" name="lng" value="${view.lng}">
<label for="otp">${t.code}</label><input id="otp" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${described}>
${error ? `<p class="err" id="otp-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">${t.confirm}</button></form>
${cancelForm(view)}
<p class="demo">${t.threeDsDemo}: <code data-demo-code>${demoCode}</code></p>`;
  return layout(view.lng, t.threeDsTitle, body);
}

export function endedPage(lng: ProviderLng, returnUrl: string): string {
  const t = TEXTS[lng];
  return layout(lng, t.endedTitle, `<h2>${t.endedTitle}</h2><p>${t.endedText}</p><a class="btn" href="${escapeHtml(returnUrl)}">${t.back}</a>`);
}

/** A checkout past its time (`data-error` names the server's error code). */
export function expiredPage(lng: ProviderLng, returnUrl: string): string {
  const t = TEXTS[lng];
  return layout(lng, t.expiredTitle, `<h2 data-error="checkout_expired">${t.expiredTitle}</h2><p>${t.expiredText}</p><a class="btn" href="${escapeHtml(returnUrl)}">${t.back}</a>`);
}

export function unknownPage(lng: ProviderLng): string {
  const t = TEXTS[lng];
  return layout(lng, t.unknownTitle, `<h2>${t.unknownTitle}</h2><p>${t.unknownText}</p>`);
}
