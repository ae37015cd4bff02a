import { CheckoutBody } from '@loopline/shared/contracts/pay';
import {
  AlipayJsPayBody,
  IosConfigBody,
  IosReceiptBody,
  MergeConfigBody,
  MergeMobileBody,
  PetalConfigBody,
  WxJsPayBody,
} from '@loopline/shared/contracts/payKinds';
import { Reply, route } from '../lib/http/route.ts';
import { creditReceipt } from './iosReceipts.ts';
import { mergedMobilePay, mergedNativeOffered, mergedNativePay } from './merge.ts';
import {
  checkoutRoute,
  configDetailRoute,
  configListRoute,
  configRemoveRoute,
  configSubmitRoute,
} from './routeKit.ts';

/** Checkout with the kinds beyond the QR code and the PC page (blade-pay wxpay, alipay, merge). */
export const kindRoutes = [
  checkoutRoute(
    '/api/blade-pay/wxpay/jsPay',
    "Buy a catalogue item with WeChat Pay JSAPI (in WeChat's browser; openid required): answers the signed getBrandWCPayRequest package",
    { provider: 'wxpay', kind: 'jsapi' },
    { body: WxJsPayBody, payer: (body) => ({ openid: body.openid }) },
  ),
  checkoutRoute(
    '/api/blade-pay/wxpay/wxAppPay',
    'Buy a catalogue item in the WeChat mini program (JSAPI under its app id; openid required): answers the signed wx.requestPayment package',
    { provider: 'wxpay', kind: 'mini' },
    { body: WxJsPayBody, payer: (body) => ({ openid: body.openid }) },
  ),
  checkoutRoute(
    '/api/blade-pay/wxpay/h5Pay',
    "Buy a catalogue item with WeChat Pay H5 (a phone's browser): answers the h5_url to open",
    { provider: 'wxpay', kind: 'h5' },
    { payer: (_body, request) => ({ ip: request.ip }) },
  ),
  checkoutRoute(
    '/api/blade-pay/wxpay/appPay',
    'Buy a catalogue item in the mobile app with WeChat Pay: answers the signed PayReq for the SDK',
    { provider: 'wxpay', kind: 'app' },
  ),
  checkoutRoute(
    '/api/blade-pay/alipay/jsPay',
    'Buy a catalogue item inside Alipay (alipay.trade.create, JSAPI_PAY; buyerId required): answers the trade number for tradePay',
    { provider: 'alipay', kind: 'jsapi' },
    { body: AlipayJsPayBody, payer: (body) => ({ buyerId: body.buyerId }) },
  ),
  checkoutRoute(
    '/api/blade-pay/alipay/h5Pay',
    "Buy a catalogue item with Alipay in a phone's browser (alipay.trade.wap.pay): answers the signed address",
    { provider: 'alipay', kind: 'wap' },
  ),
  checkoutRoute(
    '/api/blade-pay/alipay/appPay',
    'Buy a catalogue item in the mobile app with Alipay (alipay.trade.app.pay): answers the signed order string',
    { provider: 'alipay', kind: 'app' },
  ),
  route({
    method: 'POST',
    path: '/api/blade-pay/ios/verifyReceipt',
    auth: 'user',
    summary:
      'Credit App Store in-app purchases: the receipt is verified with verifyReceipt (sandbox on 21007); each transaction whose product id is a catalogue item id is credited once',
    body: IosReceiptBody,
    handler: async ({ body, caller }) =>
      new Reply(await creditReceipt(caller, body.receipt), 'pay.receiptCredited'),
  }),
  route({
    method: 'GET',
    path: '/api/blade-pay/merge/offered',
    auth: 'user',
    summary:
      'Whether the merged payment is on for a PC (its settings enabled, a provider with native QR): the member centre then offers its QR codes',
    handler: async () => mergedNativeOffered(),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/merge/nativePay',
    auth: 'user',
    summary:
      'Buy a catalogue item with the merged payment on a PC: one order, a QR code from every offered provider',
    body: CheckoutBody,
    handler: async ({ body, caller }) => mergedNativePay(caller, body),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/merge/mobilePay',
    auth: 'user',
    summary:
      "Buy a catalogue item with the merged payment on a phone: the provider and kind are picked from the client (WeChat's or Alipay's browser, else H5)",
    body: MergeMobileBody,
    handler: async ({ body, caller, request }) =>
      mergedMobilePay(caller, body, { userAgent: request.userAgent, ip: request.ip }),
  }),
];

/** `/plugin/pay` hwconfig, ios and merge/config: stored sealed like WeChat's and Alipay's. */
export const kindConfigRoutes = [
  configListRoute('petalpay', '/api/blade-pay/petalpay/config/list', 'Huawei Petal Pay settings'),
  configDetailRoute('petalpay', '/api/blade-pay/petalpay/config/detail', 'Huawei Petal Pay settings'),
  configRemoveRoute('petalpay', '/api/blade-pay/petalpay/config/remove', 'the Huawei Petal Pay settings'),
  configSubmitRoute(
    'petalpay',
    '/api/blade-pay/petalpay/config/submit',
    'Save Huawei Petal Pay settings (stored encrypted; a blank secret keeps the stored one)',
    PetalConfigBody,
  ),
  configDetailRoute('ios', '/api/blade-pay/ios/config/detail', 'App Store receipt settings'),
  configSubmitRoute(
    'ios',
    '/api/blade-pay/ios/config/submit',
    'Save App Store receipt settings (bundle id, shared secret stored encrypted, verifyReceipt address)',
    IosConfigBody,
  ),
  configListRoute('merge', '/api/blade-pay/merge/config/list', 'Merged payment settings'),
  configDetailRoute('merge', '/api/blade-pay/merge/config/detail', 'Merged payment settings'),
  configRemoveRoute('merge', '/api/blade-pay/merge/config/remove', 'the merged payment settings'),
  configSubmitRoute(
    'merge',
    '/api/blade-pay/merge/config/submit',
    'Save the merged payment settings: the providers it offers, in order, and the phone default',
    MergeConfigBody,
  ),
];
