import { CheckoutBody } from '@loopline/shared/contracts/pay';
import { z } from 'zod';
import { Reply, type RequestInfo, route } from '../lib/http/route.ts';
import { type ConfigName, configDetail, removeConfig, saveConfig } from './configs.ts';
import { type Payer, type PayKind, startPayment } from './payments.ts';

/**
 * The route shapes pay/ declares many times over: a checkout with one provider's kind, and the
 * `/plugin/pay` settings routes (detail, list, remove, submit) of one stored config.
 */

type CheckoutSchema = z.ZodType<z.output<typeof CheckoutBody>, unknown>;

/**
 * A checkout route: the body is a checkout (chargeId, couponId, plus what `payer` reads from it),
 * priced and started with `method`; a kind that is not configured answers "not available" before
 * any order is written (payments.ts).
 */
export function checkoutRoute<S extends CheckoutSchema>(
  path: string,
  summary: string,
  method: PayKind,
  options: { body?: S; payer?: (body: z.output<S>, request: RequestInfo) => Payer } = {},
) {
  return route({
    method: 'POST',
    path,
    auth: 'user',
    summary,
    body: options.body ?? CheckoutBody,
    handler: async ({ body, caller, request }) =>
      startPayment(caller, body, method, options.payer?.(body as z.output<S>, request)),
  });
}

const none = z.object({});

export const configDetailRoute = (name: ConfigName, path: string, what: string) =>
  route({
    method: 'GET',
    path,
    auth: 'admin',
    summary: `${what} with every secret masked (null when none are saved)`,
    query: none,
    handler: async () => configDetail(name),
  });

export const configListRoute = (name: ConfigName, path: string, what: string) =>
  route({
    method: 'GET',
    path,
    auth: 'admin',
    summary: `${what} as a list of at most one (secrets masked)`,
    query: none,
    handler: async () => {
      const found = await configDetail(name);
      return { records: found ? [found] : [], total: found ? 1 : 0, current: 1, size: 1 };
    },
  });

export const configRemoveRoute = (name: ConfigName, path: string, what: string) =>
  route({
    method: 'POST',
    path,
    auth: 'admin',
    summary: `Remove ${what}: the payments that need them become "not available"`,
    body: none,
    handler: async () => {
      await removeConfig(name);
      return new Reply(null, 'pay.removed');
    },
  });

/** Saves a config (validated by its body schema; stored sealed) and answers it masked. */
export const configSubmitRoute = <P extends ConfigName>(
  name: P,
  path: string,
  summary: string,
  body: z.ZodType<Parameters<typeof saveConfig<P>>[1], unknown>,
) =>
  route({
    method: 'POST',
    path,
    auth: 'admin',
    summary,
    body,
    handler: async ({ body: input }) => {
      await saveConfig(name, input);
      return new Reply(await configDetail(name), 'pay.saved');
    },
  });
