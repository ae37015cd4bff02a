import type { RouteSummaries } from './types.ts';

/** Summaries of the routes of payments, orders, invoices and refunds: [en, zh]. */
export const paySummaries: RouteSummaries = {
  'GET /api/cloud/functionItem/list': ['Function items behind the equities', '功能项列表'],
  'POST /api/cloud/functionItem/update': ['Rename or reorder a function item', '修改功能项'],
  'POST /api/cloud/functionItem/publish': ['Publish or withdraw function items', '发布或撤回功能项'],
  'POST /api/cloud/equity/publish': ['Publish or withdraw an equity in the comparison', '发布或撤回权益'],
  'POST /api/cloud/equity/remove': ['Restore an equity to its defaults', '将权益恢复为默认'],
  'POST /api/cloud/equity/functionItemList': ['The function items of an equity', '权益包含的功能项'],
  'POST /api/cloud/equity/addFunctionItems': ['Attach function items to an equity', '为权益添加功能项'],
  'POST /api/cloud/equity/removeFunctionItems': ['Detach function items from an equity', '从权益移除功能项'],
  'GET /api/cloud/equity/sort': ['Every equity in its order', '权益排序列表'],
  'GET /api/cloud/equity/list': ['Membership tiers with their equities', '会员等级与权益'],
  'POST /api/cloud/charge/info/paymentList': [
    'The published catalogue with what each item costs the caller now',
    '商品目录与价格',
  ],
  'POST /api/blade-pay/wxpay/nativePay': ['Buy a catalogue item', '微信扫码支付'],
  'POST /api/blade-pay/alipay/nativePay': ['Buy a catalogue item with an Alipay QR code', '支付宝扫码支付'],
  'POST /api/blade-pay/alipay/pcPay': [
    'Buy a catalogue item with Alipay page payment: answers the signed address to send the browser to',
    '支付宝网页支付',
  ],
  'POST /api/blade-pay/order/noPayment': [
    'Take a catalogue item whose price for the caller is zero: the order completes at once',
    '零元下单',
  ],
  'POST /api/blade-pay/order/cancel': [
    'Cancel an unpaid order of the caller, closed at its provider first',
    '取消订单',
  ],
  'GET /api/blade-pay/order/checkOrderStatus': ['An order of the caller with its status', '查询订单状态'],
  'POST /api/cloud/order/user/rel/queryOrder': ["The caller's orders, newest first", '我的订单'],
  'POST /api/blade-pay/wxpay/jsPay': ['Buy a catalogue item with WeChat Pay JSAPI', '微信公众号支付'],
  'POST /api/blade-pay/wxpay/wxAppPay': ['Buy a catalogue item in the WeChat mini program', '微信小程序支付'],
  'POST /api/blade-pay/wxpay/h5Pay': ['Buy a catalogue item with WeChat Pay H5', '微信 H5 支付'],
  'POST /api/blade-pay/wxpay/appPay': [
    'Buy a catalogue item in the mobile app with WeChat Pay: answers the signed PayReq for the SDK',
    '微信 App 支付',
  ],
  'POST /api/blade-pay/alipay/jsPay': ['Buy a catalogue item inside Alipay', '支付宝内支付'],
  'POST /api/blade-pay/alipay/h5Pay': [
    "Buy a catalogue item with Alipay in a phone's browser",
    '支付宝 H5 支付',
  ],
  'POST /api/blade-pay/alipay/appPay': [
    'Buy a catalogue item in the mobile app with Alipay',
    '支付宝 App 支付',
  ],
  'POST /api/blade-pay/ios/verifyReceipt': [
    'Credit App Store in-app purchases: the receipt is verified with verifyReceipt',
    'App Store 内购验证',
  ],
  'GET /api/blade-pay/merge/offered': ['Whether the merged payment is on for a PC', '查询聚合支付是否开启'],
  'POST /api/blade-pay/merge/nativePay': [
    'Buy a catalogue item with the merged payment on a PC: one order, a QR code from every offered provider',
    '聚合扫码支付',
  ],
  'POST /api/blade-pay/merge/mobilePay': [
    'Buy a catalogue item with the merged payment on a phone: the provider and kind are picked from the client',
    '聚合移动支付',
  ],
  'POST /api/blade-pay/notify/wxpay': ['WeChat Pay API v3 payment notify', '微信支付结果通知'],
  'POST /api/blade-pay/notify/alipay': ['Alipay async payment notify', '支付宝支付结果通知'],
  'POST /api/cloud/equity/saveOrUpdate': ["Change a tier's names and equities", '修改会员等级权益'],
  'GET /api/cloud/charge/info/list/all': ['The whole catalogue, published or not', '全部商品'],
  'POST /api/cloud/charge/info/save': [
    'Add a catalogue item: membership period, storage pack or parse pack',
    '新增商品',
  ],
  'POST /api/cloud/charge/info/update': ['Change a catalogue item', '修改商品'],
  'POST /api/cloud/charge/info/remove': ['Remove a catalogue item from sale', '下架并删除商品'],
  'GET /api/cloud/charge/dir/query': ['The charge directories', '商品目录分类'],
  'POST /api/cloud/charge/dir/update': ['Rename a charge directory', '重命名商品分类'],
  'POST /api/cloud/charge/dir/sort': ['Put the charge directories in a new order', '商品分类排序'],
  'GET /api/cloud/charge/info/query': [
    'Catalogue items in display order, filtered by kind, publish state and a word of the name',
    '商品列表',
  ],
  'POST /api/cloud/charge/info/updateSort': ['Order the items of one directory', '商品排序'],
  'POST /api/cloud/charge/info/updatePublishState': ['Put an item on sale or take it off', '上架或下架商品'],
  'GET /api/blade-pay/order/detail': [
    'One order of the tenant with its buyer and provider transaction',
    '订单详情',
  ],
  'GET /api/blade-pay/wxpay/config/list': ['WeChat Pay settings, masked', '微信支付配置列表'],
  'POST /api/blade-pay/wxpay/config/remove': ['Remove the WeChat Pay settings', '删除微信支付配置'],
  'GET /api/blade-pay/wxpay/config/detail': ['WeChat Pay settings with every secret masked', '微信支付配置'],
  'POST /api/blade-pay/wxpay/config/submit': ['Save WeChat Pay settings', '保存微信支付配置'],
  'GET /api/blade-pay/alipay/config/list': ['Alipay settings as a list of at most one', '支付宝配置列表'],
  'GET /api/blade-pay/alipay/config/detail': ['Alipay settings with every secret masked', '支付宝配置'],
  'POST /api/blade-pay/alipay/config/remove': [
    'Remove the Alipay settings: the payments that need them become "not available"',
    '删除支付宝配置',
  ],
  'POST /api/blade-pay/alipay/config/submit': ['Save Alipay settings', '保存支付宝配置'],
  'GET /api/blade-pay/petalpay/config/list': [
    'Huawei Petal Pay settings as a list of at most one',
    '华为支付配置列表',
  ],
  'GET /api/blade-pay/petalpay/config/detail': [
    'Huawei Petal Pay settings with every secret masked',
    '华为支付配置',
  ],
  'POST /api/blade-pay/petalpay/config/remove': [
    'Remove the Huawei Petal Pay settings: the payments that need them become "not available"',
    '删除华为支付配置',
  ],
  'POST /api/blade-pay/petalpay/config/submit': ['Save Huawei Petal Pay settings', '保存华为支付配置'],
  'GET /api/blade-pay/ios/config/detail': [
    'App Store receipt settings with every secret masked',
    'App Store 配置',
  ],
  'POST /api/blade-pay/ios/config/submit': ['Save App Store receipt settings', '保存 App Store 配置'],
  'GET /api/blade-pay/merge/config/list': [
    'Merged payment settings as a list of at most one',
    '聚合支付配置列表',
  ],
  'GET /api/blade-pay/merge/config/detail': [
    'Merged payment settings with every secret masked',
    '聚合支付配置',
  ],
  'POST /api/blade-pay/merge/config/remove': [
    'Remove the merged payment settings: the payments that need them become "not available"',
    '删除聚合支付配置',
  ],
  'POST /api/blade-pay/merge/config/submit': [
    'Save the merged payment settings: the providers it offers, in order, and the phone default',
    '保存聚合支付配置',
  ],
  'GET /api/blade-pay/petalpay/offered': [
    'Which Huawei Petal Pay kinds the member centre offers',
    '华为支付可用方式',
  ],
  'POST /api/blade-pay/petalpay/h5Pay': ['Pay with Huawei Pay in a mobile browser (H5)', '华为支付 H5 下单'],
  'POST /api/blade-pay/petalpay/nativePay': [
    'Buy a catalogue item with a Huawei Petal Pay QR code',
    '华为扫码支付',
  ],
  'POST /api/blade-pay/petalpay/appPay': [
    'Buy a catalogue item in the HarmonyOS app with Huawei Petal Pay: answers the signed orderStr for requestPayment',
    '华为 App 支付',
  ],
  'POST /api/blade-pay/notify/petalpay': ['Huawei Petal Pay payment notify', '华为支付结果通知'],
  'POST /api/blade-pay/notify/petalpay/refund': ['Huawei Petal Pay refund notify', '华为退款结果通知'],
  'GET /api/blade-pay/wxpay/oauth/authorize': [
    "Inside WeChat's browser: the web authorisation address",
    '微信网页授权地址',
  ],
  'POST /api/blade-pay/wxpay/oauth/openid': [
    "Exchange WeChat's authorisation code for the payer's openid",
    '获取微信 openid',
  ],
  'POST /api/cloud/order/user/rel/queryNoInvoiceOrder': [
    "The caller's paid or completed orders that are on no invoice yet, newest first",
    '可开票订单',
  ],
  'POST /api/cloud/invoice/save': [
    'Request a general or special VAT invoice for orders of the caller',
    '申请开票',
  ],
  'GET /api/cloud/invoice/list/own': ["The caller's invoices, newest first", '我的发票'],
  'GET /api/cloud/invoice/download/{id}': [
    "A short-lived address of the caller's own PDF invoice",
    '下载我的发票',
  ],
  'GET /api/cloud/invoice/list': ["The tenant's invoices, newest first", '发票列表'],
  'GET /api/cloud/invoice/detail/{id}': ['One invoice of the tenant with who requested it', '发票详情'],
  'POST /api/cloud/invoice/updateInvoiceStatus': ['Mark an invoice done', '标记发票已开具'],
  'GET /api/blade-pay/order/list': [
    "The tenant's orders, newest first, filtered by status, kind",
    '订单列表',
  ],
  'GET /api/blade-pay/order/rechargeStatistics': [
    'Orders settled per kind and per day over a range of days',
    '充值统计',
  ],
  'POST /api/cloud/order/user/rel/queryExpansion': [
    "The caller's storage and parse balances with the storage and parse packs they bought, newest first",
    '我的扩容与解析包',
  ],
  'GET /api/cloud/invoice/downExcel': ["The tenant's invoices as an xlsx sheet", '导出发票'],
  'GET /api/blade-pay/order/down': [
    "The tenant's orders as an xlsx sheet named with the day, with order/list's filters",
    '导出订单',
  ],
  'POST /api/blade-pay/order/remove': ['Delete orders nobody paid', '删除未支付订单'],
  'POST /api/blade-pay/order/submit': ["Change the back office's remark on an order", '修改订单备注'],
  'POST /api/cloud/pay/success/count/outline': [
    'Recharge outline for a range and the one before',
    '充值概况（与上一周期对比）',
  ],
  'POST /api/cloud/pay/success/count/trend': ['Recharges per day', '每日充值趋势'],
  'POST /api/cloud/pay/success/count/queryOrder': ['Completed recharge orders', '已完成的充值订单'],
  'POST /api/cloud/pay/success/count/downDayOrder': [
    'Download one day of recharge orders (xlsx)',
    '下载某日充值订单（xlsx）',
  ],
  'POST /api/cloud/pay/success/count/rechargeProportion': [
    "Each order kind's share of the orders settled over a range of days",
    '充值类型占比',
  ],
  'POST /api/cloud/order/user/rel/refundRequest': [
    'Ask for the payment of one of the caller’s completed orders back, with a reason',
    '申请退款',
  ],
  'POST /api/cloud/order/user/rel/withdrawRefund': [
    'Withdraw one of the caller’s refund requests while it waits for review',
    '撤回退款申请',
  ],
  'POST /api/cloud/order/user/rel/querySplitOrder': ['One order split into its refund parts', '订单退款拆分'],
  'GET /api/cloud/order/user/rel/refund': ['The latest refund', '最近一次退款'],
  'POST /api/blade-pay/order/syncPayment': [
    'Query-on-return: asks the provider about an order of the caller and settles it if paid',
    '同步订单支付结果',
  ],
  'GET /api/blade-pay/refund/list': ["The tenant's refunds and refund requests, newest first", '退款列表'],
  'POST /api/blade-pay/order/refund': [
    'Refund a completed order of the tenant through its provider',
    '订单退款',
  ],
  'POST /api/blade-pay/order/refundRequest': [
    "Approve a buyer's refund request: the refund goes to the provider",
    '同意退款申请',
  ],
  'POST /api/blade-pay/order/rejectRefund': [
    "Reject a buyer's refund request, with a reason",
    '拒绝退款申请',
  ],
  'POST /api/blade-pay/refund/sync': ['Ask the provider where an open refund stands', '同步退款状态'],
  'POST /api/blade-pay/order/refundDuplicate': [
    "Send again the refund of a merged order's duplicate payment that the provider refused",
    '重新退款重复支付',
  ],
  'POST /api/blade-pay/notify/wxpay/refund': ['WeChat Pay API v3 refund notify', '微信退款结果通知'],
};
