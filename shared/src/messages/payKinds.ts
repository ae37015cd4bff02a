/** Messages of the payment kinds beyond QR and PC page, and of the other `/plugin/pay` settings. */
export const en = {
  'pay.openidRequired': "This payment needs the payer's WeChat openid.",
  'pay.buyerIdRequired': "This payment needs the payer's Alipay user id.",
  'pay.bundleIdInvalid': 'The bundle id looks like com.example.app.',
  'pay.sharedSecretInvalid': 'The shared secret has 32 hexadecimal characters.',
  'pay.mergeProvidersRequired': 'Choose at least one provider for the merged payment.',
  'pay.mergeDefaultOffered': 'The phone default must be one of the offered providers, each listed once.',
  'pay.receiptInvalid': 'The App Store receipt could not be verified.',
  'pay.receiptUsed': 'This App Store purchase was already credited to another account.',
  'pay.receiptCredited': 'Your purchase has been credited.',
};

export const zh: Record<keyof typeof en, string> = {
  'pay.openidRequired': '此支付方式需要付款人的微信 openid。',
  'pay.buyerIdRequired': '此支付方式需要付款人的支付宝用户 ID。',
  'pay.bundleIdInvalid': 'Bundle ID 格式如 com.example.app。',
  'pay.sharedSecretInvalid': '共享密钥为 32 位十六进制字符。',
  'pay.mergeProvidersRequired': '请至少为聚合支付选择一个支付渠道。',
  'pay.mergeDefaultOffered': '手机默认渠道必须是已选渠道之一，且每个渠道只能选一次。',
  'pay.receiptInvalid': 'App Store 收据验证未通过。',
  'pay.receiptUsed': '此 App Store 购买已记入其他账号。',
  'pay.receiptCredited': '购买已到账。',
};
