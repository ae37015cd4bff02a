import type { payPetal as en } from '../en/payPetal.ts';

export const payPetal: Record<keyof typeof en, string> = {
  'pay.petalpay': '华为支付',
  'pay.dialog.title.petalpay': '华为支付',
  'pay.wechatHint': '在微信内直接付款，无需离开本页。',
  'pay.wechatFailed': '微信支付未完成。',
  'payConfig.field.appSecret': '公众号 AppSecret（JSAPI 获取 openid）',
  'payConfig.field.oauthGateway': '网页授权地址（open.weixin.qq.com）',
  'payConfig.field.snsGateway': '网页授权接口地址（api.weixin.qq.com）',
  'payConfig.kind.petalpay.native': '扫码支付（PC）',
  'payConfig.kind.petalpay.app': '鸿蒙应用（orderStr）',
  'payConfig.kind.petalpay.h5': 'H5（手机浏览器）',
  'pay.petalpayH5': '华为支付（H5）',
  'payConfig.field.notifyKey': '回调通知密钥（加密通知，32 位）',
  'payConfig.field.refundGapSeconds': '同一订单两次退款间隔秒数（华为要求不少于 60）',
};
