import { describe, expect, it } from 'vitest';
import { isPhone, payAddress, rememberPending, returnAddress, takePending } from './phonePay.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('phone payments', () => {
  it('counts a narrow viewport or a mobile browser as a phone', () => {
    expect(isPhone(390, IPHONE)).toBe(true);
    expect(isPhone(390, DESKTOP)).toBe(true);
    expect(isPhone(1280, IPHONE)).toBe(true);
    expect(isPhone(1280, DESKTOP)).toBe(false);
  });

  it("appends WeChat's redirect_url and leaves Alipay's signed address alone", () => {
    const back = returnAddress({ origin: 'http://127.0.0.1:5173', pathname: '/' });
    expect(back).toBe('http://127.0.0.1:5173/#/member-center');
    expect(payAddress({ provider: 'wxpay', payUrl: 'http://pay/wx/h5?prepay_id=wx1' }, back)).toBe(
      'http://pay/wx/h5?prepay_id=wx1&redirect_url=http%3A%2F%2F127.0.0.1%3A5173%2F%23%2Fmember-center',
    );
    const ali = 'http://pay/gateway.do?method=alipay.trade.wap.pay&sign=abc';
    expect(payAddress({ provider: 'alipay', payUrl: ali }, back)).toBe(ali);
    expect(payAddress({ provider: 'petalpay', payUrl: 'http://pay/hw/h5/abc' }, back)).toBe(
      'http://pay/hw/h5/abc?returnUrl=http%3A%2F%2F127.0.0.1%3A5173%2F%23%2Fmember-center',
    );
  });

  it('remembers the order being paid once', () => {
    const storage = memoryStorage();
    expect(takePending(storage)).toBe('');
    rememberPending('o1', storage);
    expect(takePending(storage)).toBe('o1');
    expect(takePending(storage)).toBe('');
  });
});
