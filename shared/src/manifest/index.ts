/**
 * The data-only manifest: every function with its grants, and the REST route table. Read by the CDK
 * app (which must not load function code at synth) and by functions/src/manifest.ts.
 */
export * from './functions.ts';
export { routeTable } from './routes.gen.ts';
export * from './types.ts';
