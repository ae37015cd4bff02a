import type { ServerResponse } from 'node:http';
import { yuan } from './paySandboxWire.ts';

/** HTML pages of the payment sandbox: one frame and one payer card for every provider's side. */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Writes a sandbox page: the body in the sandbox's card styles, buttons in the provider's colour. */
export function sandboxPage(
  res: ServerResponse,
  status: number,
  body: string,
  look: { title: string; accent: string },
) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${look.title}</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#16191f}
.card{border:1px solid #d5dbdb;border-radius:8px;padding:20px}.amount{font-size:32px;font-weight:700;margin:12px 0}
button{font-size:16px;padding:10px 18px;margin-right:8px;border-radius:20px;border:1px solid ${look.accent};cursor:pointer}
.pay{background:${look.accent};color:#fff}.muted{color:#5f6b7a;font-size:13px}</style></head><body>${body}</body></html>`);
}

/** The payer's card for one payment: what is paid, then Pay / Fail while it waits, or its outcome. */
export function payerCard(payment: {
  base: string;
  id: string;
  provider: string;
  description: string;
  orderNo: string;
  totalFen: number;
  state: string;
}) {
  const { base, id, totalFen, state } = payment;
  const outcome =
    state === 'paid' ? 'Paid.' : state === 'closed' ? 'Closed by the merchant.' : 'Payment failed.';
  return `<div class="card"><div class="muted">Loopline payment sandbox · ${payment.provider}</div>
<h2 data-testid="sandbox-description">${escapeHtml(payment.description)}</h2>
<div class="amount" data-testid="sandbox-amount">¥${yuan(totalFen)}</div>
<div class="muted">Order ${escapeHtml(payment.orderNo)}</div><p></p>
${
  state !== 'waiting'
    ? `<p data-testid="sandbox-state">${outcome}</p>`
    : `<form method="post" action="${base}/payer/${id}/pay" style="display:inline"><button class="pay" data-testid="sandbox-pay">Pay ¥${yuan(totalFen)}</button></form>
<form method="post" action="${base}/payer/${id}/fail" style="display:inline"><button data-testid="sandbox-fail">Fail payment</button></form>`
}</div>`;
}
