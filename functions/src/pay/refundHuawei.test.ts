import { describe, expect, it } from 'vitest';
import type { PetalConfig } from './configs.ts';
import { petalRefundNotifyUrl, petalRefundOutcome, petalRefundQuery } from './refundHuawei.ts';

describe('Huawei Petal Pay refunds', () => {
  it('reads refundOrderStatus as an outcome: only SUCCESS and FAILED are final', () => {
    expect(petalRefundOutcome('REFUND_SUCCESS', 'HWR1')).toEqual({
      state: 'refunded',
      providerRefundId: 'HWR1',
    });
    expect(petalRefundOutcome('REFUND_FAILED', 'HWR1')).toEqual({ state: 'failed', reason: 'REFUND_FAILED' });
    expect(petalRefundOutcome('REFUND_CHL_PROC', 'HWR1')).toEqual({
      state: 'pending',
      providerRefundId: 'HWR1',
    });
    expect(petalRefundOutcome(undefined, undefined)).toEqual({ state: 'pending', providerRefundId: '' });
  });

  it('sends the refund notify to the payment notify address plus /refund', () => {
    expect(
      petalRefundNotifyUrl({ notifyUrl: 'https://pay.example.com/api/blade-pay/notify/petalpay/' }),
    ).toBe('https://pay.example.com/api/blade-pay/notify/petalpay/refund');
  });

  it('calls a refund without Huawei’s number missing, so it is sent again under the same mercRefundOrderNo', async () => {
    const config = { gateway: 'http://127.0.0.1:9' } as PetalConfig;
    expect(await petalRefundQuery(config, { refundNo: 'R1', providerRefundId: '', refundFen: 100 })).toEqual({
      state: 'missing',
    });
  });
});
