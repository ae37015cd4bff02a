import { lapseExpired } from '../membership/index.ts';

/** Scheduled: expired memberships go back to the free tier's equities. */
export async function handler() {
  return lapseExpired(new Date());
}
