import { closeAtProvider, expireUnpaid, syncDuplicateRefunds, syncOpenRefunds } from '../pay/index.ts';

/**
 * Scheduled: unpaid orders whose payment window closed are closed at their provider and become
 * cancelled; refunds still waiting for the provider's word (order refunds, and the automatic refunds
 * of merged orders paid twice) are asked about.
 */
export async function handler() {
  const expired = await expireUnpaid(new Date(), closeAtProvider);
  const refunds = await syncOpenRefunds(new Date());
  const duplicateRefunds = await syncDuplicateRefunds(new Date());
  return { ...expired, refunds, duplicateRefunds };
}
