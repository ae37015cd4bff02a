import type { ServerResponse } from 'node:http';
import type { HuaweiDataType } from './paySandboxHuaweiWire.ts';

/** The merchant platform's settings at Huawei: notify form, and the interval between refunds of one order. */
export interface HuaweiPlatform {
  dataType: HuaweiDataType;
  refundGapSeconds: number;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * The sandbox's switches for them (local only): `POST /hw/notify-mode?dataType=encrypt|plain` (the
 * merchant platform's "encrypt notifies"), `POST /hw/refund-gap?seconds=N` (Huawei: 60), and
 * `GET /hw/refunds?mercOrderNo=` (when each refund of an order was taken, for tests of the spacing).
 * The handler answers false for any other path.
 */
export function platformSwitches(platform: HuaweiPlatform, takenFor: (mercOrderNo: string) => unknown) {
  return (res: ServerResponse, method: string, rest: string, url: URL): boolean => {
    if (rest === '/notify-mode' && method === 'POST') {
      const dataType = url.searchParams.get('dataType');
      if (dataType !== 'plain' && dataType !== 'encrypt')
        json(res, 400, { error: 'dataType: plain or encrypt' });
      else {
        platform.dataType = dataType;
        json(res, 200, platform);
      }
      return true;
    }
    if (rest === '/refund-gap' && method === 'POST') {
      const seconds = Number(url.searchParams.get('seconds'));
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
        json(res, 400, { error: 'seconds: 0 to 3600' });
      else {
        platform.refundGapSeconds = seconds;
        json(res, 200, platform);
      }
      return true;
    }
    if (rest === '/refunds' && method === 'GET') {
      json(res, 200, takenFor(url.searchParams.get('mercOrderNo') ?? ''));
      return true;
    }
    return false;
  };
}
