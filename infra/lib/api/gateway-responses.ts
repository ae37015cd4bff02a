import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import { DEFAULT_LANGUAGE } from '../../../shared/src/constants.ts';
import { type MessageKey, translate } from '../../../shared/src/messages/index.ts';

interface Answer {
  type: ResponseType;
  status: number;
  msg: MessageKey;
  params?: Record<string, string>;
}

/**
 * Answers API Gateway gives on its own (no Lambda involved), in our envelope so the client's
 * handling (401 → refresh and retry, toast the msg) works for them too. Messages are the default
 * language's (zh): a gateway response cannot read Accept-Language.
 */
export const GATEWAY_ANSWERS: readonly Answer[] = [
  { type: ResponseType.UNAUTHORIZED, status: 401, msg: 'auth.tokenInvalid' },
  { type: ResponseType.ACCESS_DENIED, status: 403, msg: 'common.forbidden' },
  // API Gateway's answer for a path it has no resource for: that is a 404 to us. (A method a known
  // resource does not serve reaches the group's function through the resource's ANY method: 405.)
  { type: ResponseType.MISSING_AUTHENTICATION_TOKEN, status: 404, msg: 'common.notFound' },
  { type: ResponseType.THROTTLED, status: 429, msg: 'common.tooManyRequests' },
  { type: ResponseType.QUOTA_EXCEEDED, status: 429, msg: 'common.tooManyRequests' },
  {
    type: ResponseType.REQUEST_TOO_LARGE,
    status: 413,
    msg: 'common.bodyTooLarge',
    params: { limit: '10 MB' },
  },
  { type: ResponseType.DEFAULT_4XX, status: 400, msg: 'common.unknownError' },
  { type: ResponseType.DEFAULT_5XX, status: 500, msg: 'common.internalError' },
];

export function envelopeBody(answer: Answer): string {
  const msg = translate(answer.msg, DEFAULT_LANGUAGE, answer.params);
  return JSON.stringify({ code: answer.status, success: false, msg, data: null });
}

export function addGatewayResponses(api: RestApi): void {
  for (const answer of GATEWAY_ANSWERS) {
    api.addGatewayResponse(`Answer-${answer.type.responseType}`, {
      type: answer.type,
      statusCode: String(answer.status),
      templates: { 'application/json': envelopeBody(answer) },
    });
  }
}
