/**
 * The hosted payment page (`/c/pay/:id`): what the buyer sees instead of Stripe Checkout, in the
 * session's `locale` — French or English; any other language is shown in English (`lang="en"`),
 * and a session without a locale (or `auto`) in French. Server-rendered, no JavaScript, no
 * external resources. Card numbers are only read to pick the test outcome; they are never stored,
 * logged nor echoed back.
 */
import { formatMoney } from './core.ts';
import type { CheckoutSession, LineItem } from './types.ts';

export type PageLanguage = 'fr' | 'en';

/** The page's language for a session's `locale` (`fr`, `fr-CA` → fr; `en-GB`, `pt`, `de`… → en). */
export function pageLanguage(locale: string | null | undefined): PageLanguage {
  if (!locale || locale === 'auto') return 'fr';
  return locale.split('-')[0] === 'fr' ? 'fr' : 'en';
}

/** A card refusal shown above the form. */
export type CardError = 'invalid' | 'unknown' | 'declined' | 'insufficient_funds';

const TEXTS = {
  fr: {
    intl: 'fr-FR',
    back: '← Retour',
    testMode: 'Mode test',
    summary: 'Récapitulatif',
    quantity: 'Qté',
    total: 'Total',
    expires: 'Cette page de paiement expire le {date}.',
    payByCard: 'Payer par carte',
    email: 'E-mail',
    cardNumber: 'Numéro de carte',
    testHint: 'Environnement de test : aucune carte réelle n’est débitée.',
    expiry: 'Date d’expiration',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Cryptogramme (CVC)',
    cardholder: 'Titulaire de la carte',
    pay: 'Payer {amount}',
    title: 'Paiement {amount} – {business}',
    testOptions: 'Options de test',
    asyncHint:
      'Simule un moyen de paiement à notification différée (virement, SEPA) : la session est terminée sans être payée, puis le résultat arrive par webhook.',
    asyncFailed: 'Échec asynchrone',
    asyncSucceeded: 'Succès asynchrone',
    testCards: 'Cartes de test :',
    testCardsHint: 'Date d’expiration future et CVC quelconques.',
    cards: ['paiement accepté', 'carte refusée', 'refusée : fonds insuffisants'],
    errors: {
      invalid: 'Le numéro de carte est incorrect.',
      unknown: 'Votre carte a été refusée : en mode test, utilisez l’une des cartes de test ci-dessous.',
      declined: 'Votre carte a été refusée.',
      insufficient_funds: 'Votre carte a été refusée : fonds insuffisants.',
    },
    notFoundTitle: 'Session introuvable',
    notFound: 'Cette page de paiement n’existe pas ou plus.',
    expiredTitle: 'Session expirée',
    expired: 'Cette page de paiement a expiré : aucun paiement n’a été effectué. Recommencez votre commande.',
    paidTitle: 'Paiement effectué',
    paid: 'Ce paiement a déjà été effectué. Merci !',
    processingTitle: 'Paiement en cours de traitement',
    processing: 'Ce paiement est en cours de traitement ; vous recevrez une confirmation.',
    continue: 'Continuer',
  },
  en: {
    intl: 'en-GB',
    back: '← Back',
    testMode: 'Test mode',
    summary: 'Order summary',
    quantity: 'Qty',
    total: 'Total',
    expires: 'This payment page expires on {date}.',
    payByCard: 'Pay by card',
    email: 'Email',
    cardNumber: 'Card number',
    testHint: 'Test environment: no real card is charged.',
    expiry: 'Expiry date',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code (CVC)',
    cardholder: 'Name on card',
    pay: 'Pay {amount}',
    title: 'Payment {amount} – {business}',
    testOptions: 'Test options',
    asyncHint:
      'Simulates a payment method with delayed notification (bank transfer, SEPA): the session completes unpaid, then the outcome arrives by webhook.',
    asyncFailed: 'Asynchronous failure',
    asyncSucceeded: 'Asynchronous success',
    testCards: 'Test cards:',
    testCardsHint: 'Any future expiry date and any CVC.',
    cards: ['payment accepted', 'card declined', 'declined: insufficient funds'],
    errors: {
      invalid: 'Your card number is incorrect.',
      unknown: 'Your card was declined: in test mode, use one of the test cards below.',
      declined: 'Your card was declined.',
      insufficient_funds: 'Your card was declined: insufficient funds.',
    },
    notFoundTitle: 'Session not found',
    notFound: 'This payment page does not exist or no longer exists.',
    expiredTitle: 'Session expired',
    expired: 'This payment page has expired: no payment was taken. Please place your order again.',
    paidTitle: 'Payment complete',
    paid: 'This payment has already been made. Thank you!',
    processingTitle: 'Payment processing',
    processing: 'This payment is being processed; you will receive a confirmation.',
    continue: 'Continue',
  },
} as const satisfies Record<PageLanguage, unknown>;

export type PageText = Exclude<keyof (typeof TEXTS)['fr'], 'intl' | 'cards' | 'errors'>;

/** A text of the page in `lang`, `{name}` placeholders filled. */
export function pageText(lang: PageLanguage, key: PageText, params: Record<string, string> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A card refusal in `lang`. */
export const cardErrorText = (lang: PageLanguage, error: CardError): string => TEXTS[lang].errors[error];

/** Amounts in the page's language (`149,00 €`, `€149.00`). */
export function formatPageMoney(amount: number, currency: string, lang: PageLanguage): string {
  return formatMoney(amount, currency, TEXTS[lang].intl);
}

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242' },
  { number: '4000 0000 0000 0002' },
  { number: '4000 0000 0000 9995' },
] as const;

const esc = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light;--ink:#1a1b25;--muted:#5b5f6e;--line:#dfe1e8;--accent:#5533cc;--accent-ink:#fff;--bad:#b3261e;--bg:#f6f7fb}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
.wrap{max-width:960px;margin:0 auto;padding:1.5rem 1rem 3rem;display:grid;gap:2rem}
@media(min-width:800px){.wrap{grid-template-columns:1fr 1fr;padding-top:3rem}}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.back{display:inline-block;margin-bottom:1rem;text-decoration:none;font-weight:600}
.badge{display:inline-block;margin-left:.5rem;padding:.1rem .5rem;border-radius:999px;background:#ffe8b3;color:#5c3b00;font-size:.8rem;font-weight:700;vertical-align:middle}
h1{font-size:1.1rem;font-weight:600;color:var(--muted);margin:0}
.total{font-size:2.25rem;font-weight:700;margin:.25rem 0 1.5rem}
ul.lines{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
ul.lines li{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid var(--line)}
.qty{display:block;color:var(--muted);font-size:.9rem}
.sum{display:flex;justify-content:space-between;font-weight:700;padding-top:.75rem}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:1.5rem}
h2{font-size:1.2rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #9ea3b3;border-radius:8px;background:#fff;color:var(--ink)}
input[readonly]{background:var(--bg)}
input[aria-invalid=true]{border-color:var(--bad)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
button{width:100%;margin-top:1.5rem;font:inherit;font-weight:700;padding:.8rem 1rem;border:0;border-radius:8px;background:var(--accent);color:var(--accent-ink);cursor:pointer}
button.secondary{margin-top:.75rem;background:#fff;color:var(--ink);border:1px solid #9ea3b3;font-weight:600}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:#fdecea;color:var(--bad);font-weight:600}
.hint{color:var(--muted);font-size:.9rem}
.tests{margin-top:1.5rem;font-size:.9rem;color:var(--muted)}
.tests code{font-size:.95rem;color:var(--ink)}
details{margin-top:1rem}
summary{cursor:pointer;font-weight:600}
.notice{max-width:560px;margin:4rem auto;padding:0 1rem}
`;

function layout(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

export interface PayPageOptions {
  session: CheckoutSession;
  lines: LineItem[];
  businessName: string;
  error?: CardError | undefined;
  cardNumber?: string | undefined;
}

export function renderPayPage({ session, lines, businessName, error }: PayPageOptions): string {
  const lang = pageLanguage(session.locale);
  const t = (key: PageText, params?: Record<string, string>) => pageText(lang, key, params);
  const money = (amount: number) => formatPageMoney(amount, session.currency, lang);
  const total = money(session.amount_total);
  const expires = new Date(session.expires_at * 1000).toLocaleString(TEXTS[lang].intl, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const back = session.cancel_url
    ? `<a class="back" href="${esc(session.cancel_url)}">${esc(t('back'))}</a>`
    : '';
  const items = lines
    .map(
      (l) =>
        `<li><span>${esc(l.description)}<span class="qty">${esc(t('quantity'))} ${l.quantity} × ${esc(money(l.price.unit_amount))}</span></span><span>${esc(money(l.amount_total))}</span></li>`,
    )
    .join('\n');
  const emailField = session.customer_email
    ? `<input id="email" name="email" type="email" value="${esc(session.customer_email)}" readonly autocomplete="email">`
    : `<input id="email" name="email" type="email" autocomplete="email" required>`;
  const errorBlock = error
    ? `<p class="alert" role="alert" id="card-error">${esc(cardErrorText(lang, error))}</p>`
    : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="card-error card-hint"' : ' aria-describedby="card-hint"';
  return layout(
    lang,
    t('title', { amount: total, business: businessName }),
    `<main class="wrap">
<section aria-labelledby="summary-title">
${back}
<h1 id="summary-title">${esc(businessName)}<span class="badge">${esc(t('testMode'))}</span></h1>
<p class="total">${esc(total)}</p>
<h2>${esc(t('summary'))}</h2>
<ul class="lines">
${items}
</ul>
<p class="sum"><span>${esc(t('total'))}</span><span>${esc(total)}</span></p>
<p class="hint">${esc(t('expires', { date: expires }))}</p>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">${esc(t('payByCard'))}</h2>
${errorBlock}
<form method="post" action="/c/pay/${esc(session.id)}" novalidate>
<label for="email">${esc(t('email'))}</label>
${emailField}
<label for="card_number">${esc(t('cardNumber'))}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required${invalid}>
<p class="hint" id="card-hint">${esc(t('testHint'))}</p>
<div class="row">
<div><label for="exp">${esc(t('expiry'))}</label><input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="${esc(t('expiryPlaceholder'))}" value="12 / 34"></div>
<div><label for="cvc">${esc(t('cvc'))}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>
<label for="name">${esc(t('cardholder'))}</label>
<input id="name" name="name" autocomplete="cc-name">
<button type="submit" name="action" value="pay">${esc(t('pay', { amount: total }))}</button>
<details>
<summary>${esc(t('testOptions'))}</summary>
<p class="hint">${esc(t('asyncHint'))}</p>
<button class="secondary" type="submit" name="action" value="async_failed">${esc(t('asyncFailed'))}</button>
<button class="secondary" type="submit" name="action" value="async_succeeded">${esc(t('asyncSucceeded'))}</button>
</details>
</form>
<div class="tests">
<p>${esc(t('testCards'))}</p>
<ul>
${TEST_CARDS.map((c, i) => `<li><code>${c.number}</code> — ${esc(TEXTS[lang].cards[i]!)}</li>`).join('\n')}
</ul>
<p>${esc(t('testCardsHint'))}</p>
</div>
</section>
</main>`,
  );
}

export function renderNotice(lang: PageLanguage, title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    lang,
    title,
    `<main class="notice">
<h1 style="font-size:1.5rem;color:inherit">${esc(title)}</h1>
<p>${esc(message)}</p>
${link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}
</main>`,
  );
}

/** Which outcome a card number selects; `null` when the number is not a usable test card. */
export function cardOutcome(raw: string): 'succeeded' | 'declined' | 'insufficient_funds' | 'invalid' | 'unknown' {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'invalid';
  if (digits === '4000000000000002') return 'declined';
  if (digits === '4000000000009995') return 'insufficient_funds';
  if (digits === '4242424242424242' || digits === '5555555555554444') return 'succeeded';
  return 'unknown';
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
