/**
 * The hosted payment page (`/c/pay/:id`), in French: what the buyer sees instead of Stripe Checkout.
 * Server-rendered, no JavaScript, no external resources. Card numbers are only read to pick the
 * test outcome; they are never stored, logged nor echoed back.
 */
import { formatMoney } from './core.ts';
import type { CheckoutSession, LineItem } from './types.ts';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', label: 'paiement accepté' },
  { number: '4000 0000 0000 0002', label: 'carte refusée' },
  { number: '4000 0000 0000 9995', label: 'refusée : fonds insuffisants' },
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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
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
  error?: string | undefined;
  cardNumber?: string | undefined;
}

export function renderPayPage({ session, lines, businessName, error }: PayPageOptions): string {
  const total = formatMoney(session.amount_total, session.currency);
  const expires = new Date(session.expires_at * 1000).toLocaleString('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const back = session.cancel_url
    ? `<a class="back" href="${esc(session.cancel_url)}">← Retour</a>`
    : '';
  const items = lines
    .map(
      (l) => `<li><span>${esc(l.description)}<span class="qty">Qté ${l.quantity} × ${esc(formatMoney(l.price.unit_amount, l.currency))}</span></span><span>${esc(formatMoney(l.amount_total, l.currency))}</span></li>`,
    )
    .join('\n');
  const emailField = session.customer_email
    ? `<input id="email" name="email" type="email" value="${esc(session.customer_email)}" readonly autocomplete="email">`
    : `<input id="email" name="email" type="email" autocomplete="email" required>`;
  const errorBlock = error
    ? `<p class="alert" role="alert" id="card-error">${esc(error)}</p>`
    : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="card-error card-hint"' : ' aria-describedby="card-hint"';
  return layout(
    `Paiement ${total} – ${businessName}`,
    `<main class="wrap">
<section aria-labelledby="summary-title">
${back}
<h1 id="summary-title">${esc(businessName)}<span class="badge">Mode test</span></h1>
<p class="total">${esc(total)}</p>
<h2>Récapitulatif</h2>
<ul class="lines">
${items}
</ul>
<p class="sum"><span>Total</span><span>${esc(total)}</span></p>
<p class="hint">Cette page de paiement expire le ${esc(expires)}.</p>
</section>
<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Payer par carte</h2>
${errorBlock}
<form method="post" action="/c/pay/${esc(session.id)}" novalidate>
<label for="email">E-mail</label>
${emailField}
<label for="card_number">Numéro de carte</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required${invalid}>
<p class="hint" id="card-hint">Environnement de test : aucune carte réelle n’est débitée.</p>
<div class="row">
<div><label for="exp">Date d’expiration</label><input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / AA" value="12 / 34"></div>
<div><label for="cvc">Cryptogramme (CVC)</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>
<label for="name">Titulaire de la carte</label>
<input id="name" name="name" autocomplete="cc-name">
<button type="submit" name="action" value="pay">Payer ${esc(total)}</button>
<details>
<summary>Options de test</summary>
<p class="hint">Simule un moyen de paiement à notification différée (virement, SEPA) : la session est terminée sans être payée, puis le résultat arrive par webhook.</p>
<button class="secondary" type="submit" name="action" value="async_failed">Échec asynchrone</button>
<button class="secondary" type="submit" name="action" value="async_succeeded">Succès asynchrone</button>
</details>
</form>
<div class="tests">
<p>Cartes de test :</p>
<ul>
${TEST_CARDS.map((c) => `<li><code>${c.number}</code> — ${esc(c.label)}</li>`).join('\n')}
</ul>
<p>Date d’expiration future et CVC quelconques.</p>
</div>
</section>
</main>`,
  );
}

export function renderNotice(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
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
