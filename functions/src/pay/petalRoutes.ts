import { CheckoutBody } from '@loopline/shared/contracts/pay';
import { PetalNotifyBody, WxOauthAuthorizeQuery, WxOauthCodeBody } from '@loopline/shared/contracts/payPetal';
import { RawReply, route } from '../lib/http/route.ts';
import { petalNotify } from './huaweiNotify.ts';
import { petalOffered, startPetalPayment } from './huaweiPayments.ts';
import { petalRefundNotify } from './huaweiRefundNotify.ts';
import { authorizeUrl, openidOf } from './wechatOauth.ts';

/**
 * Huawei Petal Pay checkout and notify, and WeChat's web authorisation for JSAPI. endpoints.tsv
 * lists no Huawei payment path: these follow the blade-pay style of wxpay/alipay (docs/decisions.md).
 */
export const petalRoutes = [
  route({
    method: 'GET',
    path: '/api/blade-pay/petalpay/offered',
    auth: 'user',
    summary: 'Which Huawei Petal Pay kinds the member centre offers (hwconfig saved and enabled)',
    handler: async () => petalOffered(),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/petalpay/nativePay',
    auth: 'user',
    summary:
      'Buy a catalogue item with a Huawei Petal Pay QR code (pre-order, native): answers the code content',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPetalPayment(caller, body, 'native'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/petalpay/appPay',
    auth: 'user',
    summary:
      'Buy a catalogue item in the HarmonyOS app with Huawei Petal Pay: answers the signed orderStr for requestPayment',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPetalPayment(caller, body, 'app'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/petalpay/h5Pay',
    auth: 'user',
    summary:
      "Buy a catalogue item with Huawei Petal Pay in a phone's browser (pre-order, h5): answers the h5Url to open",
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPetalPayment(caller, body, 'h5'),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/notify/petalpay',
    auth: 'public',
    summary:
      'Huawei Petal Pay payment notify (JSON signed with SM2, plain or encrypted); answers resultCode 000000',
    body: PetalNotifyBody,
    bodyFormat: 'text',
    handler: async ({ body }) =>
      new RawReply(
        Buffer.from(JSON.stringify(await petalNotify(body.text))),
        'application/json; charset=utf-8',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/notify/petalpay/refund',
    auth: 'public',
    summary:
      'Huawei Petal Pay refund notify (JSON signed with SM2, plain or encrypted); answers resultCode 000000',
    body: PetalNotifyBody,
    bodyFormat: 'text',
    handler: async ({ body }) =>
      new RawReply(
        Buffer.from(JSON.stringify(await petalRefundNotify(body.text))),
        'application/json; charset=utf-8',
      ),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/wxpay/oauth/authorize',
    auth: 'user',
    summary:
      "Inside WeChat's browser: the web authorisation address (snsapi_base) that comes back to redirectUri with a code",
    query: WxOauthAuthorizeQuery,
    handler: async ({ query }) => authorizeUrl(query.redirectUri, query.state),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/oauth/openid',
    auth: 'user',
    summary: "Exchange WeChat's authorisation code for the payer's openid (for wxpay/jsPay)",
    body: WxOauthCodeBody,
    handler: async ({ body }) => openidOf(body.code),
  }),
];
