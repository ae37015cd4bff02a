import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Local-only helpers (never part of the deployed API): the SMS/e-mail outbox and captcha answers,
 * so automated clients and the developer can complete flows that need a phone or a pair of eyes.
 */
export function createDevRoutes() {
  return async function handle(_req: IncomingMessage, res: ServerResponse, url: URL) {
    const { dynamo, tableName } = await import('@loopline/functions/lib/aws/dynamo');
    const { keys } = await import('@loopline/functions/lib/db/keys');
    const reply = (status: number, data: unknown, msg = 'success') => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: status, success: status === 200, msg, data }));
    };
    if (url.pathname === '/_local/outbox') {
      const target = url.searchParams.get('target');
      const out = await dynamo.send(
        new QueryCommand(
          target
            ? {
                TableName: tableName(),
                KeyConditionExpression: 'pk = :pk',
                ExpressionAttributeValues: { ':pk': `OUTBOX#${target}` },
                ScanIndexForward: false,
                Limit: 50,
              }
            : {
                TableName: tableName(),
                IndexName: 'gsi1',
                KeyConditionExpression: 'gsi1pk = :pk',
                ExpressionAttributeValues: { ':pk': 'OUTBOX' },
                ScanIndexForward: false,
                Limit: 50,
              },
        ),
      );
      return reply(
        200,
        (out.Items ?? []).map(({ target: to, text, at, channel }) => ({ target: to, text, at, channel })),
      );
    }
    const captcha = /^\/_local\/captcha\/([\w-]+)$/.exec(url.pathname);
    if (captcha) {
      const out = await dynamo.send(
        new GetCommand({ TableName: tableName(), Key: keys.captcha(captcha[1]!) }),
      );
      if (!out.Item) return reply(404, null, 'No such captcha');
      return reply(200, { answer: out.Item.answer });
    }
    reply(404, null, 'No such local route');
  };
}
