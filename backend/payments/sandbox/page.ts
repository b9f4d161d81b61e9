/**
 * The sandbox's payment page (browserurl of a web payment): what Paynow's own page would show, reduced to the
 * amount, the merchant reference and two buttons. Plain HTML and a form: works without JavaScript and needs
 * nothing the site's Content-Security-Policy forbids.
 */
import type { paynowSandboxTransactions } from '../../db/schema';
import { safeLink } from './merchant-urls';

type SandboxRow = typeof paynowSandboxTransactions.$inferSelect;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderPaymentPage(row: SandboxRow, action: string): string {
  const back = safeLink(row.returnUrl);
  const decided = row.outcome
    ? `<p role="status">This payment is ${escapeHtml(row.outcome.toLowerCase())}.</p>${back ? `<p><a href="${escapeHtml(back)}">Return to the merchant</a></p>` : ''}`
    : `<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="action" value="pay">Pay</button>
  <button type="submit" name="action" value="cancel">Cancel</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Paynow sandbox – pay ${escapeHtml(row.amount)}</title></head>
<body>
<main>
<h1>Paynow sandbox</h1>
<p>Test payment: no money moves.</p>
<dl>
  <dt>Amount</dt><dd>${escapeHtml(row.amount)}</dd>
  <dt>Merchant reference</dt><dd>${escapeHtml(row.reference)}</dd>
  <dt>Paynow reference</dt><dd>${row.paynowReference}</dd>
</dl>
${decided}
</main>
</body>
</html>`;
}
