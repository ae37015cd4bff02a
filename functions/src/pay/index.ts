/** The public face of pay/ (catalogue, orders, payments, refunds): what the seed and the workers use. */
export { ensureCatalogue } from './catalogue.ts';
export { ensureSandboxConfig } from './configs.ts';
export { expireUnpaid } from './orders.ts';
export { syncOpenRefunds } from './refundSend.ts';
export { closeAtProvider } from './returnQuery.ts';
export { syncDuplicateRefunds } from './settleDuplicate.ts';
