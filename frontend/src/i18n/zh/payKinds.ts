import type { payKinds as en } from '../en/payKinds.ts';

export const payKinds: Record<keyof typeof en, string> = {
  'payConfig.allDescription': '各支付渠道的商户配置。加密保存（部署后使用 KMS），密钥保存后不再显示。',
  'payConfig.tab.wxpay': '微信支付',
  'payConfig.tab.alipay': '支付宝',
  'payConfig.tab.petalpay': '华为支付',
  'payConfig.tab.ios': '苹果支付（iOS）',
  'payConfig.tab.merge': '聚合支付',
  'payConfig.remove': '删除配置',
  'payConfig.kinds': '开放的支付方式',
  'payConfig.kindsHint': '未勾选的支付方式将提示“支付功能暂不可用”。',
  'payConfig.kind.wxpay.native': 'Native（扫码）',
  'payConfig.kind.wxpay.jsapi': 'JSAPI（微信内浏览器）',
  'payConfig.kind.wxpay.mini': '小程序',
  'payConfig.kind.wxpay.h5': 'H5（手机浏览器）',
  'payConfig.kind.wxpay.app': 'App',
  'payConfig.kind.alipay.native': '扫码',
  'payConfig.kind.alipay.page': '电脑网站',
  'payConfig.kind.alipay.wap': 'H5（手机网站）',
  'payConfig.kind.alipay.app': 'App',
  'payConfig.kind.alipay.jsapi': 'JSAPI（支付宝内）',
  'payConfig.field.miniAppId': '小程序 AppID（留空则用应用 ID）',
  'payConfig.field.mobileAppId': '移动应用 AppID（留空则用应用 ID）',
  'payConfig.field.mchAuthId': '商户证书 ID',
  'payConfig.field.bundleId': 'Bundle ID',
  'payConfig.field.sharedSecret': '共享密钥（32 位十六进制）',
  'payConfig.field.verifyReceiptUrl': '收据验证地址',
  'payConfig.field.sandboxReceiptUrl': '沙盒收据验证地址（测试收据）',
  'payConfig.note.petalpay':
    '向用户提供已开启的方式：PC 扫码支付，鸿蒙应用内 orderStr 支付，手机浏览器 H5 支付。加密回调通知需填写通知密钥；同一订单的多次退款按间隔依次发送。',
  'payConfig.note.ios':
    'App 提交的收据将使用共享密钥在收据验证地址验证（测试收据转至沙盒地址）。App Store 商品 ID 须与价格管理中的商品 ID 一致。',
  'payConfig.merge.about':
    '电脑端聚合支付为同一订单展示各已选渠道的二维码；手机端按浏览器选择（微信、支付宝，其余使用下方默认渠道）。',
  'payConfig.merge.providers': '已选渠道',
  'payConfig.merge.mobileDefault': '手机浏览器默认渠道',
  'payConfig.merge.mobileHint': '在微信和支付宝之外的浏览器中、用户未指定渠道时使用。',
};
