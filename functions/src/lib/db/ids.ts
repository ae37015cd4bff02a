import { randomBytes } from 'node:crypto';

/**
 * An id that sorts by creation time (milliseconds in base 36, fixed width, then 40 random bits), so a
 * sort key made of it lists newest last and ids from the same millisecond stay unique.
 */
export function sortableId(now = new Date()): string {
  return `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(5).toString('hex')}`;
}

export { SORTABLE_ID } from '@loopline/shared/contracts/ids';
