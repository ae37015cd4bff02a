import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Local-only helpers (never part of the deployed API): the SMS/e-mail outbox and captcha answers,
 * so automated clients and the developer can complete flows that need a phone or a pair of eyes;
 * and forgetting the item cache after a write made straight into the table, behind the functions.
 */
export function createDevRoutes() {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { outbox } = await import('@loopline/functions/entities/outbox');
    const { captcha: captchas } = await import('@loopline/functions/entities/captcha');
    const reply = (status: number, data: unknown, msg = 'success') => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: status, success: status === 200, msg, data }));
    };
    if (url.pathname === '/_local/outbox') {
      const target = url.searchParams.get('target');
      const query = target ? outbox.query.byTarget({ target }) : outbox.query.latest({});
      const { data } = await query.go({ order: 'desc', limit: 50 });
      return reply(
        200,
        data.map(({ target: to, text, at, channel }) => ({ target: to, text, at, channel })),
      );
    }
    if (url.pathname === '/_local/forget-cached-items' && req.method === 'POST') {
      const { forgetCachedItems } = await import('@loopline/functions/entities/cachedGet');
      forgetCachedItems();
      return reply(200, null);
    }
    const captcha = /^\/_local\/captcha\/([\w-]+)$/.exec(url.pathname);
    if (captcha) {
      const { data } = await captchas.get({ key: captcha[1]! }).go();
      if (!data) return reply(404, null, 'No such captcha');
      return reply(200, { answer: data.answer });
    }
    reply(404, null, 'No such local route');
  };
}
