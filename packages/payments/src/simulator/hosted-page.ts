import type { SimSession } from './objects';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "5900" bani and "ron" -> "59,00 RON", as a Romanian buyer reads it. */
const amountText = (amount: number, currency: string) =>
  `${Math.trunc(amount / 100).toLocaleString('ro-RO')},${String(amount % 100).padStart(2, '0')} ${currency.toUpperCase()}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:1rem 0 .25rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}[role=alert]{color:#b00020}</style>
</head><body><main>${body}</main></body></html>`;

const summary = (session: SimSession) =>
  `<p>${escapeHtml(session.product_name)}</p><p><strong>${amountText(session.amount_total, session.currency)}</strong></p>`;

/** The hosted payment page: the amount, a card number and the pay button (the simulator's test cards). */
export function paymentPage(session: SimSession, error?: string): string {
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Renunță</a></p>` : '';
  return page(
    'Plată cu cardul',
    `<h1>Plată cu cardul</h1>${summary(session)}
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}">
<label for="card">Număr card</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<button type="submit" data-testid="pay-submit">Plătește</button>
</form>${cancel}`,
  );
}

/** The bank's 3-D Secure step, standing in for the card issuer's page. */
export function threeDsPage(session: SimSession): string {
  return page(
    'Autentificare 3-D Secure',
    `<h1>Autentificare 3-D Secure</h1>${summary(session)}
<p>Banca emitentă cere confirmarea plății.</p>
<form method="post" action="/pay/${escapeHtml(session.id)}/3ds">
<button type="submit" name="action" value="confirm" data-testid="threeds-confirm">Confirmă</button>
<button type="submit" name="action" value="fail" data-testid="threeds-fail">Eșuează</button>
</form>`,
  );
}

/** A session that takes no payment: paid already, expired, or unknown. */
export function closedPage(session: SimSession | null): string {
  const why =
    session?.status === 'complete'
      ? 'Plata a fost deja făcută.'
      : session?.status === 'expired'
        ? 'Sesiunea de plată a expirat.'
        : 'Sesiunea de plată nu există.';
  return page('Plată indisponibilă', `<h1>Plată indisponibilă</h1><p role="alert">${why}</p>`);
}
