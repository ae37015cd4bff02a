/** Messages of Huawei Petal Pay checkout and WeChat's web authorisation (JSAPI openid). */
export const en = {
  'pay.wxCodeInvalid': 'WeChat did not accept the authorisation code. Open the page from WeChat again.',
  'pay.redirectUriInvalid': 'The return address must be an http(s) address of at most 512 characters.',
  'pay.wxStateInvalid': 'The state may hold at most 128 letters, digits, - and _.',
  'pay.notifyKeyInvalid': 'The notify key is 32 letters and digits.',
  'pay.refundGapInvalid': 'The refund interval is a whole number of seconds from 0 to 3600.',
};

export const zh: Record<keyof typeof en, string> = {
  'pay.wxCodeInvalid': '微信授权码无效，请从微信中重新打开页面。',
  'pay.redirectUriInvalid': '回跳地址须为不超过 512 个字符的 http(s) 地址。',
  'pay.wxStateInvalid': 'state 最多 128 个字符，只能包含字母、数字、- 和 _。',
  'pay.notifyKeyInvalid': '回调通知密钥须为 32 位字母或数字。',
  'pay.refundGapInvalid': '退款间隔须为 0 到 3600 之间的整数秒。',
};
