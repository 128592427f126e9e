/** The information pages (`information/{page}`), the apps pages (`mobile`, `desktop`) and `internal-vpn`. */
import { h, L, link, p, ul, type Bilingual, type BilingualBlock } from './blocks';

export interface PageSeed {
  slug: string;
  title: Bilingual;
  blocks: readonly BilingualBlock[];
}

export const PAGE_SEED: readonly PageSeed[] = [
  {
    slug: 'about',
    title: L('О компании', 'About us'),
    blocks: [
      p('Kickoff — букмекерская компания и онлайн-казино. Мы принимаем ставки на спорт до начала и по ходу матчей, на киберспорт и тотализатор, а в казино предлагаем слоты, игры с живыми дилерами и быстрые игры.',
        'Kickoff is a bookmaker and online casino. We take bets on sport before and during matches, on esports and the toto, and our casino offers slots, live-dealer games and fast games.'),
      h('Наши принципы', 'What we stand for'),
      ul(['Честные коэффициенты и расчёт по официальным результатам.', 'Деньги игроков хранятся отдельно от средств компании.', 'Ответственная игра: лимиты, тайм-аут и самоисключение в личном кабинете.'],
        ['Fair odds and settlement on official results.', 'Players’ money is kept apart from the company’s own funds.', 'Responsible gaming: limits, time-out and self-exclusion in the player office.']),
      link('Лицензии', 'Licences', '/information/licenses'),
    ],
  },
  {
    slug: 'contacts',
    title: L('Контакты', 'Contacts'),
    blocks: [
      p('Служба поддержки работает круглосуточно, без выходных.', 'Support works around the clock, every day of the year.'),
      ul(['Электронная почта: support@kickoff.test', 'Телефон: +7 800 555-01-00 (звонок бесплатный)', 'Чат: кнопка «Поддержка» в правом нижнем углу сайта'],
        ['E-mail: support@kickoff.test', 'Phone: +7 800 555-01-00 (free call)', 'Chat: the Support button in the bottom right corner of the site']),
      p('Вопросы о платежах, верификации и спорных ставках удобнее задавать из личного кабинета: обращение сохранится вместе с ответом.',
        'Questions about payments, verification and disputed bets are best asked from the player office: the ticket is kept together with the answer.'),
      link('Написать в поддержку', 'Write to support', '/office/support'),
    ],
  },
  {
    slug: 'howbet',
    title: L('Как сделать ставку', 'How to bet'),
    blocks: [
      h('Четыре шага', 'Four steps'),
      ul(['Зарегистрируйтесь и пополните счёт.', 'Выберите событие в линии или в лайве и нажмите на коэффициент — исход попадёт в купон.', 'В купоне выберите тип ставки (одинар, экспресс или система) и введите сумму.', 'Нажмите «Сделать ставку». Результат ставки появится в истории ставок.'],
        ['Sign up and make a deposit.', 'Pick an event in the line or live and click the odds: the outcome goes to the bet slip.', 'In the bet slip choose the bet type (single, accumulator or system) and enter the stake.', 'Press “Place bet”. The bet’s result appears in your bet history.']),
      p('Если коэффициент изменился, пока вы оформляли ставку, купон покажет новое значение и попросит подтвердить его.',
        'If the odds change while you are placing the bet, the slip shows the new value and asks you to confirm it.'),
      link('Калькулятор ставок', 'Betting calculator', '/information/betting-calculator'),
    ],
  },
  {
    slug: 'payment',
    title: L('Пополнение и вывод', 'Deposits and withdrawals'),
    blocks: [
      p('Пополнить счёт можно банковской картой или электронным кошельком. Деньги зачисляются сразу после подтверждения платежа платёжной системой.',
        'You can deposit by bank card or e-wallet. The money is credited as soon as the payment provider confirms the payment.'),
      h('Вывод выигрыша', 'Withdrawing winnings'),
      ul(['Вывод доступен верифицированным игрокам.', 'Сумма заявки резервируется на счёте и может быть отменена, пока заявка ожидает обработки.', 'Выплата приходит тем же способом, которым был сделан депозит.'],
        ['Withdrawals are open to verified players.', 'The amount of a request is held on the account and can be cancelled while the request is pending.', 'The payout goes back by the method the deposit came from.']),
      link('Пополнить счёт', 'Make a deposit', '/office/recharge'),
    ],
  },
  {
    slug: 'cookies',
    title: L('Политика использования cookie', 'Cookie policy'),
    blocks: [
      p('Cookie — небольшие файлы, которые сайт сохраняет в браузере. Мы делим их на три группы, и вы выбираете, какие разрешить.',
        'Cookies are small files a site keeps in your browser. We sort them into three groups, and you choose which to allow.'),
      ul(['Необходимые: вход в аккаунт, язык, подтверждение возраста. Без них сайт не работает, поэтому они всегда включены.', 'Функциональные: запоминают настройки отображения.', 'Маркетинговые: показывают, откуда вы пришли, чтобы партнёры получили вознаграждение.'],
        ['Necessary: sign-in, language, age confirmation. The site cannot work without them, so they are always on.', 'Functional: remember display settings.', 'Marketing: tell where you came from, so partners are rewarded.']),
      p('Изменить выбор можно в любой момент по ссылке «Настройки cookie» внизу страницы.', 'You can change your choice at any time with the “Cookie settings” link at the bottom of the page.'),
    ],
  },
  {
    slug: 'licenses',
    title: L('Лицензии', 'Licences'),
    blocks: [
      p('Kickoff работает по лицензии на организацию азартных игр № KO-0001-2026, выданной игорным регулятором. Лицензия распространяется на ставки на спорт, киберспорт, тотализатор и онлайн-казино.',
        'Kickoff operates under gambling licence No. KO-0001-2026 issued by the gaming regulator. The licence covers sports betting, esports, the toto and the online casino.'),
      p('Игровые механики казино проходят независимую проверку генератора случайных чисел; заявленный процент возврата указан в правилах каждой игры.',
        'The casino’s game mechanics pass an independent random-number-generator audit; each game’s rules state its return to player.'),
    ],
  },
  {
    slug: 'taxation',
    title: L('Налогообложение', 'Taxation'),
    blocks: [
      p('Выигрыш свыше 15 000 ₽ облагается налогом на доходы физических лиц. Компания удерживает налог при выводе средств и перечисляет его в бюджет.',
        'Winnings above RUB 15,000 are subject to personal income tax. The company withholds the tax on withdrawal and pays it to the budget.'),
      p('Справку об удержанном налоге можно запросить через службу поддержки.', 'A statement of the tax withheld can be requested through support.'),
    ],
  },
  {
    slug: 'consent',
    title: L('Согласие на обработку персональных данных', 'Consent to data processing'),
    blocks: [
      p('Регистрируясь, вы соглашаетесь на обработку персональных данных, необходимых для ведения счёта, идентификации и выплат.',
        'By registering you consent to the processing of the personal data needed to keep your account, identify you and pay you out.'),
      ul(['Цели: исполнение договора, требования закона о противодействии отмыванию денег.', 'Срок: пока действует счёт и пять лет после его закрытия.', 'Отзыв: заявление в службу поддержки; счёт после этого закрывается.'],
        ['Purposes: performing the contract, anti-money-laundering law.', 'Period: while the account is open and five years after it closes.', 'Withdrawal: a request to support; the account is then closed.']),
    ],
  },
  {
    slug: 'simpleidentification',
    title: L('Упрощённая идентификация', 'Simple identification'),
    blocks: [
      p('Идентификация подтверждает, что счёт принадлежит вам. Без неё нельзя пополнять счёт и выводить выигрыш.',
        'Identification confirms the account is yours. Without it you cannot deposit or withdraw winnings.'),
      ul(['Заполните паспортные данные в профиле.', 'Загрузите фото разворота паспорта в разделе «Верификация».', 'Дождитесь проверки — обычно она занимает до суток.'],
        ['Fill in your passport details in the profile.', 'Upload a photo of the passport’s main page under “Verification”.', 'Wait for the check; it usually takes up to a day.']),
      link('Пройти верификацию', 'Get verified', '/office/verification'),
    ],
  },
  {
    slug: 'smsbets',
    title: L('Ставки по SMS', 'SMS bets'),
    blocks: [
      p('Ставку можно сделать без интернета: отправьте SMS с номером события, исходом и суммой на короткий номер 5501. Номер телефона должен быть привязан к счёту.',
        'You can bet without the internet: send a text with the event number, the outcome and the stake to the short number 5501. The phone number must be bound to your account.'),
      p('Пример: 12345 П1 500 — ставка 500 ₽ на победу первой команды в событии 12345.', 'Example: 12345 W1 500 is a RUB 500 bet on the home team to win event 12345.'),
      link('Привязать телефон', 'Bind a phone', '/office/security'),
    ],
  },
  {
    slug: 'amlkyc',
    title: L('AML/KYC', 'AML/KYC'),
    blocks: [
      p('Мы проверяем личность игроков и происхождение средств, как того требует закон о противодействии отмыванию денег.',
        'We check players’ identity and the source of funds, as the anti-money-laundering law requires.'),
      link('Политика AML', 'AML policy', '/information/amlpolicy'),
      link('Политика KYC', 'KYC policy', '/information/kycpolicy'),
    ],
  },
  {
    slug: 'amlpolicy',
    title: L('Политика противодействия отмыванию денег', 'Anti-money-laundering policy'),
    blocks: [
      ul(['Пополнения и выплаты проходят только через счета, принадлежащие игроку.', 'Крупные и необычные операции проверяются вручную.', 'Вывод средств, поступивших без игровой активности, может потребовать подтверждения их источника.'],
        ['Deposits and payouts go only through accounts the player owns.', 'Large and unusual transactions are reviewed by hand.', 'Withdrawing money deposited without any play may require proof of its source.']),
    ],
  },
  {
    slug: 'disputeresolution',
    title: L('Разрешение споров', 'Dispute resolution'),
    blocks: [
      p('Если вы не согласны с расчётом ставки, напишите в службу поддержки в течение 14 дней после расчёта, указав номер купона.',
        'If you disagree with how a bet was settled, write to support within 14 days of settlement, quoting the coupon number.'),
      p('Мы ответим в течение 5 рабочих дней. Если ответ вас не устроит, спор можно передать в независимую комиссию регулятора.',
        'We answer within 5 working days. If the answer does not satisfy you, the dispute can go to the regulator’s independent panel.'),
    ],
  },
  {
    slug: 'kycpolicy',
    title: L('Политика «Знай своего клиента»', 'Know-your-customer policy'),
    blocks: [
      ul(['Возраст не младше 18 лет подтверждается документом.', 'Один игрок — один счёт.', 'Данные профиля нельзя изменить после верификации без обращения в поддержку.'],
        ['Age of at least 18 is confirmed by a document.', 'One player, one account.', 'Profile data cannot change after verification without a request to support.']),
    ],
  },
  {
    slug: 'responsiblegaming',
    title: L('Ответственная игра', 'Responsible gaming'),
    blocks: [
      p('Игра должна оставаться развлечением. Если она перестала им быть, воспользуйтесь инструментами контроля.',
        'Gambling should stay entertainment. If it no longer is, use the control tools.'),
      ul(['Лимиты на депозиты, ставки и проигрыш.', 'Лимит времени сессии и напоминание о времени в игре.', 'Тайм-аут на 1, 7 или 30 дней и самоисключение.'],
        ['Limits on deposits, bets and losses.', 'A session time limit and a reminder of the time played.', 'A time-out of 1, 7 or 30 days, and self-exclusion.']),
      link('Настроить ограничения', 'Set your limits', '/office/responsible'),
    ],
  },
  {
    slug: 'privacypolicy',
    title: L('Политика конфиденциальности', 'Privacy policy'),
    blocks: [
      p('Эта политика объясняет, какие данные о вас собирает Kickoff, зачем, сколько их хранит и как вы можете ими распоряжаться. Оператор данных — компания, указанная внизу каждой страницы сайта.',
        'This policy explains what data Kickoff collects about you, why, how long it is kept and how you can control it. The data controller is the company named at the bottom of every page of the site.'),
      h('Данные счёта и личные данные', 'Account and personal data'),
      ul(['При регистрации: телефон или e-mail, пароль (храним только его хеш), страна, валюта, промокод.', 'В профиле: фамилия, имя, отчество, дата и место рождения, регион, город, адрес регистрации, данные документа (тип, серия, номер, кем и когда выдан, срок действия), ИНН.', 'Эти данные нужны, чтобы вести ваш счёт, подтвердить возраст и личность и выплачивать выигрыш. Каждое изменение профиля записывается в журнал изменений.'],
        ['At registration: phone or e-mail, password (we keep only its hash), country, currency, promo code.', 'In the profile: surname, first and middle name, date and place of birth, region, city, registered address, document details (type, series, number, issuer, date of issue, expiry), tax number.', 'We need them to keep your account, confirm your age and identity and pay out winnings. Every change of the profile is written to a change log.']),
      h('Cookie и ваш выбор', 'Cookies and your choice'),
      p('Необходимые cookie (вход, язык, подтверждение возраста, ваш выбор о cookie) работают всегда. Функциональные и маркетинговые cookie включаются только с вашего согласия: при первом визите баннер предлагает «Принять все», «Отклонить все» или «Настроить» группы; изменить выбор можно в любой момент по ссылке «Настройки cookie» внизу страницы.',
        'Necessary cookies (sign-in, language, age confirmation, your cookie choice) are always on. Functional and marketing cookies are set only with your consent: on your first visit the banner offers “Accept all”, “Reject all” or “Customise” to choose groups, and you can change it at any time with the “Cookie settings” link at the bottom of the page.'),
      h('Аналитика — только с согласия', 'Analytics only with consent'),
      ul(['Наша собственная статистика (нажатия на регистрацию, успешные ставки и платежи) отправляется, только если вы разрешили функциональные cookie.', 'Маркетинговые счётчики партнёров работают, только если вы разрешили маркетинговые cookie.', 'Если вы выбрали «Отклонить все», аналитика не отправляет ничего. Отзыв согласия останавливает отправку сразу, а неотправленные события удаляются.'],
        ['Our own statistics (registration clicks, successful bets and payments) are sent only if you allowed functional cookies.', 'Partners’ marketing counters run only if you allowed marketing cookies.', 'If you chose “Reject all”, analytics sends nothing. Withdrawing consent stops sending at once, and unsent events are dropped.']),
      h('Сессии и безопасность', 'Sessions and security'),
      p('Чтобы защитить счёт, мы храним сведения о сессиях (время входа и последней активности), неудачные попытки входа с IP-адресом, отпечаток браузера для проверки подозрительных входов и журнал изменений безопасности (смена пароля, двухэтапный вход, привязка телефона). Эти данные используются только для защиты счёта и ответственной игры (лимит времени сессии).',
        'To protect your account we keep session records (sign-in and last-activity times), failed sign-in attempts with the IP address, a browser fingerprint to check suspicious sign-ins, and a log of security changes (password change, two-step sign-in, phone binding). They are used only to protect the account and for responsible gaming (the session time limit).'),
      h('Платежи', 'Payments'),
      p('Данные банковской карты вводятся на странице платёжного провайдера и не хранятся у Kickoff. Мы храним сумму, валюту, способ, статус и время каждого пополнения и вывода — этого требуют учёт и закон о противодействии отмыванию денег.',
        'Bank card details are entered on the payment provider’s page and are never stored by Kickoff. We keep the amount, currency, method, status and time of every deposit and withdrawal, as accounting and anti-money-laundering law require.'),
      h('Сроки хранения', 'How long we keep data'),
      ul(['Данные счёта, профиля, ставок и платежей — пока счёт открыт и пять лет после его закрытия (требование закона).', 'Сессии, неудачные попытки входа, отпечатки браузера и проверочные коды удаляются через сутки после истечения их срока.', 'Неотправленные события аналитики в браузере — не дольше 24 часов.'],
        ['Account, profile, bet and payment data: while the account is open and five years after it closes (a legal requirement).', 'Sessions, failed sign-ins, browser fingerprints and verification codes are deleted a day after they expire.', 'Unsent analytics events in your browser: no longer than 24 hours.']),
      h('Ваши права', 'Your rights'),
      ul(['Доступ: запросите копию своих данных через службу поддержки.', 'Исправление: до верификации данные меняются в профиле, после — через поддержку с подтверждающим документом.', 'Удаление: запросите закрытие счёта и удаление данных через поддержку; данные, которые закон обязывает хранить, удаляются по истечении срока хранения.', 'Отзыв согласия на cookie и аналитику — в «Настройках cookie» в любой момент.'],
        ['Access: ask support for a copy of your data.', 'Correction: before verification you change your data in the profile, after it through support with a supporting document.', 'Deletion: ask support to close your account and delete your data; data the law requires us to keep is deleted when its period ends.', 'Withdraw consent to cookies and analytics in “Cookie settings” at any time.']),
      h('Контакты', 'Contact'),
      p('Вопросы о данных: support@kickoff.test или +7 800 555-01-00 (звонок бесплатный). Мы отвечаем в течение 30 дней.',
        'Data questions: support@kickoff.test or +7 800 555-01-00 (free call). We answer within 30 days.'),
      link('Написать в поддержку', 'Write to support', '/office/support'),
      link('Политика использования cookie', 'Cookie policy', '/information/cookies'),
    ],
  },
  {
    slug: 'mobile',
    title: L('Kickoff на телефоне', 'Kickoff on your phone'),
    blocks: [
      p('Kickoff работает в браузере телефона без установки приложения: тот же счёт, те же ставки и купон.',
        'Kickoff works in your phone’s browser with no app to install: the same account, the same bets and bet slip.'),
      ul(['Откройте сайт в браузере телефона.', 'В меню браузера выберите «На экран “Домой”» — сайт появится среди приложений.'],
        ['Open the site in your phone’s browser.', 'In the browser’s menu choose “Add to Home Screen”; the site appears among your apps.']),
      link('Открыть мобильную версию', 'Open the mobile view', '/?platform_type=mobile'),
    ],
  },
  {
    slug: 'desktop',
    title: L('Kickoff на компьютере', 'Kickoff on your computer'),
    blocks: [
      p('Полная версия сайта показывает линию, купон и лайв рядом друг с другом. На планшете её можно включить вместо мобильной.',
        'The full site shows the line, the bet slip and live side by side. On a tablet you can switch to it from the mobile view.'),
      link('Открыть полную версию', 'Open the full view', '/?platform_type=desktop'),
    ],
  },
  {
    slug: 'internal-vpn',
    title: L('Доступ для сотрудников', 'Staff access'),
    blocks: [
      p('Эта страница предназначена для сотрудников Kickoff, работающих через корпоративный VPN. Служебные разделы открываются только из внутренней сети.',
        'This page is for Kickoff staff working through the corporate VPN. Internal sections open only from the internal network.'),
      p('Если вы игрок и попали сюда по ссылке, вернитесь на главную страницу.', 'If you are a player and followed a link here, go back to the home page.'),
      link('На главную', 'Home page', '/'),
    ],
  },
];
