/**
 * The demo identity provider's page (plain server-rendered HTML and CSS, no script), in Russian or
 * English: the site asks to sign the visitor in; the visitor picks one of the demo accounts or types a
 * name and e-mail, then allows or denies. Every control has a label; errors are tied to their fields.
 */
export type IdpLng = 'ru' | 'en';

const TEXTS = {
  en: {
    brand: 'Demo ID',
    tagline: 'Test identity provider of the Kickoff demo: no real account is used.',
    asks: 'Kickoff asks to sign you in with your Demo ID account. It will receive your name and e-mail.',
    choose: 'Choose an account',
    other: 'Another account',
    name: 'Name',
    email: 'E-mail',
    allow: 'Allow',
    deny: 'Deny',
    errorsTitle: 'Check the form',
    nameMissing: 'Enter a name',
    emailWrong: 'Enter an e-mail such as name@example.com',
    badTitle: 'This sign-in request is not valid',
    badText: 'The link is wrong or was not made by a registered site.',
  },
  ru: {
    brand: 'Demo ID',
    tagline: 'Тестовый провайдер входа демо Kickoff: настоящие аккаунты не используются.',
    asks: 'Kickoff просит войти с вашим аккаунтом Demo ID. Сайт получит ваше имя и e-mail.',
    choose: 'Выберите аккаунт',
    other: 'Другой аккаунт',
    name: 'Имя',
    email: 'E-mail',
    allow: 'Разрешить',
    deny: 'Отклонить',
    errorsTitle: 'Проверьте форму',
    nameMissing: 'Введите имя',
    emailWrong: 'Введите e-mail вида name@example.com',
    badTitle: 'Этот запрос на вход недействителен',
    badText: 'Ссылка неверна или создана незарегистрированным сайтом.',
  },
} as const;

export interface DemoIdentity {
  name: string;
  email: string;
}

/** The demo accounts offered on the page. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { name: 'Anna Demo', email: 'anna.demo@example.com' },
  { name: 'Boris Test', email: 'boris.test@example.com' },
];

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef3ee;color:#1b2330}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0}.tag{color:#4a5566;font-size:.9rem;margin:.25rem 0 1rem}
fieldset{border:1px solid #c9d2de;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:center;margin:.4rem 0}.choice label{font-weight:400;margin:0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=text],input[type=email]{width:100%;padding:.6rem;font:inherit;border:1px solid #8792a2;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}.err{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
.actions{display:flex;gap:1rem}button{margin-top:1rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;border-radius:6px;border:0;background:#15803d;color:#fff;cursor:pointer}
button.ghost{background:transparent;color:#15803d;border:1px solid #15803d}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{border:2px solid #b00020;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.alert a{color:#b00020}
`;

function layout(lng: IdpLng, title: string, body: string, brand: { name: string; tagline: string } = { name: TEXTS[lng].brand, tagline: TEXTS[lng].tagline }): string {
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title><style>${CSS}</style></head><body><main>
<h1>${escapeHtml(brand.name)}</h1><p class="tag">${escapeHtml(brand.tagline)}</p>${body}</main></body></html>`;
}

export interface ConsentView {
  lng: IdpLng;
  /** The authorisation request's parameters, carried as hidden fields. */
  params: Readonly<Record<string, string>>;
  /** The choice and typed values of a form sent back with errors. */
  values?: { choice: string; name: string; email: string };
  errors?: { name?: string; email?: string };
}

export type ConsentError = 'nameMissing' | 'emailWrong';

export const consentErrorText = (lng: IdpLng, error: ConsentError): string => TEXTS[lng][error];

export function consentPage(view: ConsentView): string {
  const t = TEXTS[view.lng];
  const values = view.values ?? { choice: '0', name: '', email: '' };
  const errors = view.errors ?? {};
  const hidden = Object.entries(view.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const choices = DEMO_IDENTITIES.map(
    (identity, i) => `<div class="choice"><input type="radio" id="idp-choice-${i}" name="choice" value="${i}"${values.choice === String(i) ? ' checked' : ''}>
<label for="idp-choice-${i}">${escapeHtml(`${identity.name} (${identity.email})`)}</label></div>`,
  ).join('');
  const field = (name: 'name' | 'email', type: string, autocomplete: string): string => {
    const error = errors[name];
    const described = error ? ` aria-invalid="true" aria-describedby="idp-${name}-error"` : '';
    return `<label for="idp-${name}">${t[name]}</label><input type="${type}" id="idp-${name}" name="${name}" autocomplete="${autocomplete}" value="${escapeHtml(values[name])}"${described}>
${error ? `<p class="err" id="idp-${name}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const list = (['name', 'email'] as const).filter((name) => errors[name]).map((name) => `<li><a href="#idp-${name}">${escapeHtml(errors[name] ?? '')}</a></li>`).join('');
  const body = `<p>${escapeHtml(t.asks)}</p>
${list ? `<div class="alert" role="alert"><strong>${t.errorsTitle}</strong><ul>${list}</ul></div>` : ''}
<form method="post" action="/demo-idp/authorize" novalidate>${hidden}
<fieldset><legend>${t.choose}</legend>${choices}
<div class="choice"><input type="radio" id="idp-choice-other" name="choice" value="other"${values.choice === 'other' ? ' checked' : ''}>
<label for="idp-choice-other">${t.other}</label></div>
${field('name', 'text', 'name')}${field('email', 'email', 'email')}</fieldset>
<div class="actions"><button type="submit" name="decision" value="allow">${t.allow}</button>
<button type="submit" name="decision" value="deny" class="ghost">${t.deny}</button></div></form>`;
  return layout(view.lng, t.choose, body);
}

export function badRequestPage(lng: IdpLng): string {
  const t = TEXTS[lng];
  return layout(lng, t.badTitle, `<h2 data-error="invalid_request">${t.badTitle}</h2><p>${t.badText}</p>`);
}

const TELEGRAM_TEXTS = {
  en: {
    brand: 'Demo Telegram',
    tagline: 'Stand-in for Telegram login in the Kickoff demo: no real Telegram account is used.',
    asks: 'Kickoff asks to sign you in with your Telegram account. It will receive your name and Telegram id, and its bot may write to you.',
    choose: 'Choose a Telegram account',
  },
  ru: {
    brand: 'Demo Telegram',
    tagline: 'Заменитель входа через Telegram в демо Kickoff: настоящие аккаунты Telegram не используются.',
    asks: 'Kickoff просит войти с вашим аккаунтом Telegram. Сайт получит ваше имя и id в Telegram, а его бот сможет вам писать.',
    choose: 'Выберите аккаунт Telegram',
  },
} as const;

/** A demo Telegram account (the fields Telegram's login returns). */
export interface DemoTelegramUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

/** The demo Telegram accounts offered on the stand-in page. */
export const DEMO_TELEGRAM_USERS: readonly DemoTelegramUser[] = [
  { id: 700000001, first_name: 'Anna', last_name: 'Demo', username: 'anna_demo' },
  { id: 700000002, first_name: 'Boris', last_name: 'Test', username: 'boris_test' },
];

/** The Telegram stand-in's page: the request's parameters carried as hidden fields, an account, Allow or Deny. */
export function telegramConsentPage(view: { lng: IdpLng; action: string; params: Readonly<Record<string, string>> }): string {
  const t = { ...TEXTS[view.lng], ...TELEGRAM_TEXTS[view.lng] };
  const hidden = Object.entries(view.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const choices = DEMO_TELEGRAM_USERS.map(
    (user, i) => `<div class="choice"><input type="radio" id="tg-choice-${i}" name="choice" value="${i}"${i === 0 ? ' checked' : ''}>
<label for="tg-choice-${i}">${escapeHtml(`${user.first_name} ${user.last_name} (@${user.username})`)}</label></div>`,
  ).join('');
  const body = `<p>${escapeHtml(t.asks)}</p>
<form method="post" action="${escapeHtml(view.action)}">${hidden}
<fieldset><legend>${escapeHtml(t.choose)}</legend>${choices}</fieldset>
<div class="actions"><button type="submit" name="decision" value="allow">${t.allow}</button>
<button type="submit" name="decision" value="deny" class="ghost">${t.deny}</button></div></form>`;
  return layout(view.lng, t.choose, body, { name: t.brand, tagline: t.tagline });
}

export function telegramBadRequestPage(lng: IdpLng): string {
  const t = { ...TEXTS[lng], ...TELEGRAM_TEXTS[lng] };
  return layout(lng, t.badTitle, `<h2 data-error="invalid_request">${t.badTitle}</h2><p>${t.badText}</p>`, { name: t.brand, tagline: t.tagline });
}
