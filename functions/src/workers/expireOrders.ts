import { expireUnpaid } from '../pay/index.ts';

/** Scheduled: unpaid orders whose payment window closed become cancelled. */
export async function handler() {
  return expireUnpaid(new Date());
}
