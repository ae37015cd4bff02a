/** Huawei Petal Pay in the member centre and hwconfig; WeChat Pay inside WeChat (JSAPI), issue 18. */
export const payPetal = {
  'pay.petalpay': 'Huawei Pay',
  'pay.dialog.title.petalpay': 'Pay with Huawei Pay',
  'pay.wechatHint': 'You pay inside WeChat without leaving this page.',
  'pay.wechatFailed': 'WeChat Pay did not complete the payment.',
  'payConfig.field.appSecret': 'Official account AppSecret (openid for JSAPI)',
  'payConfig.field.oauthGateway': 'Web authorisation address (open.weixin.qq.com)',
  'payConfig.field.snsGateway': 'Web authorisation API address (api.weixin.qq.com)',
  'payConfig.kind.petalpay.native': 'QR code (PC)',
  'payConfig.kind.petalpay.app': 'HarmonyOS app (orderStr)',
  'payConfig.kind.petalpay.h5': "H5 (a phone's browser)",
  'pay.petalpayH5': 'Huawei Pay (H5)',
  'payConfig.field.notifyKey': 'Notify key (encrypted notifies, 32 characters)',
  'payConfig.field.refundGapSeconds': 'Seconds between refunds of one order (Huawei: at least 60)',
};
