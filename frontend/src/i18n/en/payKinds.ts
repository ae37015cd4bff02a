/** The `/plugin/pay` tabs and the settings of the payment kinds (issue 18). */
export const payKinds = {
  'payConfig.allDescription':
    'Merchant settings of each payment provider. Stored encrypted (KMS when deployed); secrets are never shown again.',
  'payConfig.tab.wxpay': 'WeChat Pay',
  'payConfig.tab.alipay': 'Alipay',
  'payConfig.tab.petalpay': 'Huawei Petal Pay',
  'payConfig.tab.ios': 'App Store (iOS)',
  'payConfig.tab.merge': 'Merged payment',
  'payConfig.remove': 'Remove settings',
  'payConfig.kinds': 'Payment kinds offered',
  'payConfig.kindsHint': 'A kind left unticked answers “Payment function is not available”.',
  'payConfig.kind.wxpay.native': 'Native (QR code)',
  'payConfig.kind.wxpay.jsapi': 'JSAPI (WeChat browser)',
  'payConfig.kind.wxpay.mini': 'Mini program',
  'payConfig.kind.wxpay.h5': 'H5 (phone browser)',
  'payConfig.kind.wxpay.app': 'App',
  'payConfig.kind.alipay.native': 'QR code',
  'payConfig.kind.alipay.page': 'PC page',
  'payConfig.kind.alipay.wap': 'H5 (phone browser)',
  'payConfig.kind.alipay.app': 'App',
  'payConfig.kind.alipay.jsapi': 'JSAPI (inside Alipay)',
  'payConfig.field.miniAppId': 'Mini program app ID (blank: the app ID)',
  'payConfig.field.mobileAppId': 'Mobile app ID (blank: the app ID)',
  'payConfig.field.mchAuthId': 'Merchant certificate ID',
  'payConfig.field.bundleId': 'Bundle ID',
  'payConfig.field.sharedSecret': 'Shared secret (32 hexadecimal characters)',
  'payConfig.field.verifyReceiptUrl': 'Receipt verification address',
  'payConfig.field.sandboxReceiptUrl': 'Sandbox receipt verification address (test receipts)',
  'payConfig.note.petalpay':
    "Buyers are offered the kinds switched on: a QR code on a PC, the orderStr in the HarmonyOS app, H5 in a phone's browser. Encrypted notifies need the notify key; refunds of one order wait the interval between them.",
  'payConfig.note.ios':
    'Receipts the app sends are verified at the first address with the shared secret (test receipts at the sandbox address). App Store product ids must be the catalogue item ids.',
  'payConfig.merge.about':
    'On a PC the merged payment shows a QR code from each offered provider for one order; on a phone it picks by the browser (WeChat, Alipay, else the default below).',
  'payConfig.merge.providers': 'Offered providers',
  'payConfig.merge.mobileDefault': 'Phone browser default',
  'payConfig.merge.mobileHint': 'Used outside the WeChat and Alipay apps when the buyer chooses none.',
};
