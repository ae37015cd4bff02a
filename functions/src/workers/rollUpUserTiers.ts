import { rollUpUserTiers } from '../platformOps/tierRollup.ts';

/** Scheduled: snapshots the users per membership tier for the back office's statistics. */
export async function handler() {
  return rollUpUserTiers(new Date());
}
