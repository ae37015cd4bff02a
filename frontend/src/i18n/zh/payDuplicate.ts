import type { payDuplicate as en } from '../en/payDuplicate.ts';

export const payDuplicate: Record<keyof typeof en, string> = {
  'payDuplicate.note': '另以{{provider}}重复支付（{{amount}}）',
  'payDuplicate.state.refunding': '自动退款中',
  'payDuplicate.state.refunded': '已自动退款',
  'payDuplicate.state.failed': '自动退款失败',
  'payDuplicate.title': '重复支付',
  'payDuplicate.transactionId': '重复支付交易号',
  'payDuplicate.refundNo': '退款单号',
  'payDuplicate.failReason': '退款失败原因',
  'payDuplicate.retry': '重试退款',
  'payDuplicate.retryHint': '将以同一退款单号再次向{{provider}}发起退款。',
};
