import type { SandboxTransaction } from './sandbox-provider.js';
import { formatKobo } from '@troo/shared/contract';
import { escapeHtml } from '@troo/pages';

/** The callback URL with ?trxref=…&reference=…, as Paystack sends the customer back. */
export function callbackWithReference(transaction: Pick<SandboxTransaction, 'callbackUrl' | 'reference'>): string {
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 26rem; padding: 1rem; color: #111; background: #fafafa; }
.notice { background: #fff3cd; border: 1px solid #8a6d00; padding: 0.5rem 0.75rem; border-radius: 6px; }
.card { background: #fff; border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-top: 1rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
form { display: grid; gap: 0.75rem; margin-top: 1rem; }
button, .button { display: block; width: 100%; box-sizing: border-box; padding: 0.8rem; font: inherit; font-weight: 600; border-radius: 6px; border: 2px solid #0a5c2f; text-align: center; text-decoration: none; cursor: pointer; }
.pay { background: #0a5c2f; color: #fff; }
.decline { background: #fff; color: #8b0000; border-color: #8b0000; }
.button { background: #fff; color: #0a5c2f; margin-top: 1rem; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/**
 * The sandbox's checkout page: who is paid, how much, and 'Pay' / 'Decline' as one form that posts
 * back here (no script: the strict CSP allows none inline). A decided payment shows its outcome.
 */
export function renderSandboxPayPage(transaction: SandboxTransaction, businessName: string | null, action: string): string {
  const payee = escapeHtml(businessName ?? 'Troo');
  const amount = formatKobo(transaction.amountKobo);
  const details = `<dl>
<dt>Pay to</dt><dd>${payee}</dd>
<dt>Customer</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>`;
  const open = transaction.status !== 'success' && transaction.status !== 'failed' && transaction.status !== 'reversed';
  const outcome = open
    ? `<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${amount}</button>
<button class="decline" type="submit" name="outcome" value="decline">Decline</button>
</form>`
    : `<p role="status">${transaction.status === 'failed' ? 'This payment was declined.' : 'This payment is complete.'}</p>
<a class="button" href="${escapeHtml(callbackWithReference(transaction))}">Back to ${payee}</a>`;
  return page(
    `Pay ${amount} to ${businessName ?? 'Troo'}`,
    `<h1>Sandbox payment</h1>
<p class="notice">Troo's sandbox: no card is charged and no money moves.</p>
<section class="card" aria-label="Payment">
<p class="amount">${amount}</p>
${details}
${outcome}
</section>`,
  );
}

export function renderSandboxNotFoundPage(): string {
  return page('Payment not found', '<h1>Payment not found</h1>\n<p>This payment link is not valid. Go back to the shop and try again.</p>');
}
