import { closeAtProvider, expireUnpaid, syncOpenRefunds } from '../pay/index.ts';

/**
 * Scheduled: unpaid orders whose payment window closed are closed at their provider and become
 * cancelled; refunds still waiting for the provider's word are asked about.
 */
export async function handler() {
  const expired = await expireUnpaid(new Date(), closeAtProvider);
  const refunds = await syncOpenRefunds(new Date());
  return { ...expired, refunds };
}
