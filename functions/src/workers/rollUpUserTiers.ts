import { rollUpUserTiers } from '../platformOps/tierRollup.ts';

/** Scheduled hourly: reconciles the live users-by-tier counts and keeps the day's snapshot. */
export async function handler() {
  return rollUpUserTiers(new Date());
}
