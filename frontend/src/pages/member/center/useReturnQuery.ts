import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { queryPayment } from '../../../api/refund.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';
import { takePending } from './phonePay.ts';

/**
 * Query-on-return: when the payer page sends the browser back here (`?out_trade_no=…`, Alipay's
 * return; or WeChat H5's redirect_url, which names no order: the order remembered before leaving,
 * phonePay.ts), the server asks the provider once and settles the order if it was paid, so the buyer
 * does not depend on the notify having arrived.
 */
export function useReturnQuery() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [pending] = useState(takePending);
  const orderNo = params.get('out_trade_no') || pending;
  const handled = useRef('');
  const returned = useQuery({
    queryKey: [...payKeys.all, 'return', orderNo],
    queryFn: () => queryPayment(orderNo),
    enabled: Boolean(orderNo),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const order = returned.data;
  useEffect(() => {
    if (!order || handled.current === orderNo) return;
    handled.current = orderNo;
    if (order.status === 'completed') notify.success(t('pay.status.completed'));
    void client.invalidateQueries({ queryKey: accountKeys.userSpace() });
    void client.invalidateQueries({ queryKey: payKeys.catalogue() });
    void client.invalidateQueries({ queryKey: payKeys.orders(1, 10).slice(0, 2) });
    if (!params.has('out_trade_no')) return;
    const next = new URLSearchParams(params);
    next.delete('out_trade_no');
    setParams(next, { replace: true });
  }, [order, orderNo, client, params, setParams, t]);
}

/** The QR dialog was closed on an unpaid order: ask the provider once, in case the notify is late. */
export function queryOnClose(orderId: string, refresh: () => void) {
  void queryPayment(orderId)
    .then(refresh)
    .catch(() => undefined);
}
