/** Seconds since the epoch, the unit DynamoDB's TTL reads. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
