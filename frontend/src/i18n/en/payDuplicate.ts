/** A merged order paid through both providers: the second payment and its automatic refund. */
export const payDuplicate = {
  'payDuplicate.note': 'Also paid with {{provider}} ({{amount}})',
  'payDuplicate.state.refunding': 'being refunded automatically',
  'payDuplicate.state.refunded': 'refunded automatically',
  'payDuplicate.state.failed': 'automatic refund failed',
  'payDuplicate.title': 'Duplicate payment',
  'payDuplicate.transactionId': 'Duplicate transaction',
  'payDuplicate.refundNo': 'Refund number',
  'payDuplicate.failReason': 'Why the refund failed',
  'payDuplicate.retry': 'Retry refund',
  'payDuplicate.retryHint': 'The refund goes to {{provider}} again under the same refund number.',
};
