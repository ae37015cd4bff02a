/** The public face of pay/ (catalogue, orders, payments): what the seed and the workers use. */
export { ensureCatalogue } from './catalogue.ts';
export { ensureSandboxConfig } from './configs.ts';
export { expireUnpaid } from './orders.ts';
