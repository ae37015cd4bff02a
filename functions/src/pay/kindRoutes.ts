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
import { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import { type ConfigName, configDetail, removeConfig, saveConfig } from './configs.ts';
import { creditReceipt } from './iosReceipts.ts';
import { mergedMobilePay, mergedNativeOffered, mergedNativePay } from './merge.ts';
import { startPayment } from './payments.ts';

/** Checkout with the kinds beyond the QR code and the PC page (blade-pay wxpay, alipay, merge). */
export const kindRoutes = [
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/jsPay',
    auth: 'user',
    summary:
      "Buy a catalogue item with WeChat Pay JSAPI (in WeChat's browser; openid required): answers the signed getBrandWCPayRequest package",
    body: WxJsPayBody,
    handler: async ({ body, caller }) =>
      startPayment(caller, body, { provider: 'wxpay', kind: 'jsapi' }, { openid: body.openid }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/wxAppPay',
    auth: 'user',
    summary:
      'Buy a catalogue item in the WeChat mini program (JSAPI under its app id; openid required): answers the signed wx.requestPayment package',
    body: WxJsPayBody,
    handler: async ({ body, caller }) =>
      startPayment(caller, body, { provider: 'wxpay', kind: 'mini' }, { openid: body.openid }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/h5Pay',
    auth: 'user',
    summary: "Buy a catalogue item with WeChat Pay H5 (a phone's browser): answers the h5_url to open",
    body: CheckoutBody,
    handler: async ({ body, caller, request }) =>
      startPayment(caller, body, { provider: 'wxpay', kind: 'h5' }, { ip: request.ip }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/wxpay/appPay',
    auth: 'user',
    summary: 'Buy a catalogue item in the mobile app with WeChat Pay: answers the signed PayReq for the SDK',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'wxpay', kind: 'app' }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/jsPay',
    auth: 'user',
    summary:
      'Buy a catalogue item inside Alipay (alipay.trade.create, JSAPI_PAY; buyerId required): answers the trade number for tradePay',
    body: AlipayJsPayBody,
    handler: async ({ body, caller }) =>
      startPayment(caller, body, { provider: 'alipay', kind: 'jsapi' }, { buyerId: body.buyerId }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/h5Pay',
    auth: 'user',
    summary:
      "Buy a catalogue item with Alipay in a phone's browser (alipay.trade.wap.pay): answers the signed address",
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'alipay', kind: 'wap' }),
  }),
  route({
    method: 'POST',
    path: '/api/blade-pay/alipay/appPay',
    auth: 'user',
    summary:
      'Buy a catalogue item in the mobile app with Alipay (alipay.trade.app.pay): answers the signed order string',
    body: CheckoutBody,
    handler: async ({ body, caller }) => startPayment(caller, body, { provider: 'alipay', kind: 'app' }),
  }),
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

const none = z.object({});
const detail = (name: ConfigName, path: string, what: string) =>
  route({
    method: 'GET',
    path,
    auth: 'admin',
    summary: `${what} with every secret masked (null when none are saved)`,
    query: none,
    handler: async () => configDetail(name),
  });
const list = (name: ConfigName, path: string, what: string) =>
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
const remove = (name: ConfigName, path: string, what: string) =>
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

/** `/plugin/pay` hwconfig, ios and merge/config: stored sealed like WeChat's and Alipay's. */
export const kindConfigRoutes = [
  list('petalpay', '/api/blade-pay/petalpay/config/list', 'Huawei Petal Pay settings'),
  detail('petalpay', '/api/blade-pay/petalpay/config/detail', 'Huawei Petal Pay settings'),
  remove('petalpay', '/api/blade-pay/petalpay/config/remove', 'the Huawei Petal Pay settings'),
  route({
    method: 'POST',
    path: '/api/blade-pay/petalpay/config/submit',
    auth: 'admin',
    summary: 'Save Huawei Petal Pay settings (stored encrypted; a blank secret keeps the stored one)',
    body: PetalConfigBody,
    handler: async ({ body }) => {
      await saveConfig('petalpay', body);
      return new Reply(await configDetail('petalpay'), 'pay.saved');
    },
  }),
  detail('ios', '/api/blade-pay/ios/config/detail', 'App Store receipt settings'),
  route({
    method: 'POST',
    path: '/api/blade-pay/ios/config/submit',
    auth: 'admin',
    summary:
      'Save App Store receipt settings (bundle id, shared secret stored encrypted, verifyReceipt address)',
    body: IosConfigBody,
    handler: async ({ body }) => {
      await saveConfig('ios', body);
      return new Reply(await configDetail('ios'), 'pay.saved');
    },
  }),
  list('merge', '/api/blade-pay/merge/config/list', 'Merged payment settings'),
  detail('merge', '/api/blade-pay/merge/config/detail', 'Merged payment settings'),
  remove('merge', '/api/blade-pay/merge/config/remove', 'the merged payment settings'),
  route({
    method: 'POST',
    path: '/api/blade-pay/merge/config/submit',
    auth: 'admin',
    summary: 'Save the merged payment settings: the providers it offers, in order, and the phone default',
    body: MergeConfigBody,
    handler: async ({ body }) => {
      await saveConfig('merge', body);
      return new Reply(await configDetail('merge'), 'pay.saved');
    },
  }),
];
