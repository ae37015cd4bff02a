import type { payRows as en } from '../en/payRows.ts';

/** 订单删除、备注与导出，充值占比，收费目录与商品排序（议题 18）。 */
export const payRows: Record<keyof typeof en, string> = {
  'payOrders.remove': '删除',
  'payOrders.removeConfirm_one':
    '删除选中的 {{count}} 个订单？只有无人支付的订单可以选择，已支付的订单始终保留。',
  'payOrders.removeConfirm_other':
    '删除选中的 {{count}} 个订单？只有无人支付的订单可以选择，已支付的订单始终保留。',
  'payOrders.export': '导出',
  'payOrders.selectAll': '选择所有可删除的订单',
  'payOrders.remark': '备注',
  'payOrders.remarkHint': '仅后台可见，购买者看不到。',
  'payOrders.remarkTooLong': '最多 200 个字符。',
  'payOrders.stats.share': '占比',
  'chargeDirs.title': '收费目录',
  'chargeDirs.description': '商品在此处和会员中心按这些目录分组，并按此顺序显示。',
  'chargeDirs.heading': '目录',
  'chargeDirs.otherLanguage': '另一语言',
  'chargeDirs.edit': '重命名目录',
  'chargeDirs.name': '名称（中文）',
  'chargeDirs.nameEn': '名称（英文）',
  'chargeDirs.nameLimit': '最多 {{count}} 个字符。',
  'chargeDirs.items': '商品',
  'chargeDirs.holds': '{{count}} 个（{{onSale}} 个在售）',
  'chargeDirs.up': '上移',
  'chargeDirs.down': '下移',
  'chargeDirs.noItems': '没有符合条件的商品。',
  'chargeDirs.publish': '上架',
  'chargeDirs.unpublish': '下架',
  'chargeDirs.nameFilter': '名称',
  'payConfig.removeAlipayConfirm':
    '删除支付宝配置？支付宝支付（以及合并支付中的支付宝）将显示“支付功能不可用”，直到重新保存配置。',
};
