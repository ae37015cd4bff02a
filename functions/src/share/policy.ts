import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ExpireDays } from '@loopline/shared/contracts/share';
import type { Sign } from '../lib/policies/signs.ts';

/** The pure rules of sharing (spec 1 §5, §6; spec 2 §2), kept apart so they can be tested. */

/** The expiry choices are part of the API contract. */
export type { ExpireDays } from '@loopline/shared/contracts/share';

/** When a link made now stops working; '' for permanent (0). */
export function expireTimeFor(days: ExpireDays, now: Date): string {
  return days === 0 ? '' : new Date(now.getTime() + days * 86_400_000).toISOString();
}

export type LinkState = 'valid' | 'expired' | 'cancelled';

/** Cancelled wins over expired: the creator's act is the clearer reason to show. */
export function linkState(link: { status: string; expireTime: string }, now: Date): LinkState {
  if (link.status === 'cancelled') return 'cancelled';
  if (link.expireTime && link.expireTime <= now.toISOString()) return 'expired';
  return 'valid';
}

/** The sign an action needs on a folder or a file. */
export const shareSign = (isFile: boolean): Sign => (isFile ? 'shareFile' : 'shareDir');
export const downSign = (isFile: boolean): Sign => (isFile ? 'downFile' : 'downDir');
export const viewSign = (isFile: boolean): Sign => (isFile ? 'viewFile' : 'viewDir');

/** The first entry the caller may not share, or null when all of them may be shared. */
export function firstUnshareable<T extends { isFile: 0 | 1; filePerms: readonly Sign[] }>(
  entries: readonly T[],
): T | null {
  return entries.find((e) => !e.filePerms.includes(shareSign(e.isFile === 1))) ?? null;
}

/**
 * A row's download right on the link page (spec 1 §5, §6): the link allows downloads, and the
 * creator holds downFile (files) or downDir (folders) on it now. Reading the creator's signs at
 * visit time means narrowing the creator's rights narrows every link they made.
 */
export function rowDownState(linkDownState: 0 | 1, entry: { isFile: 0 | 1; filePerms: readonly Sign[] }) {
  return linkDownState === 1 && entry.filePerms.includes(downSign(entry.isFile === 1)) ? 1 : 0;
}

/**
 * Is an entry inside a link's selection: one of the selected entries or below a selected folder?
 * Decided by the entry's stored ancestors, never by anything the visitor sends.
 */
export function withinSelection(
  entry: { id: string; ancestorIds: readonly string[] },
  selected: readonly string[],
) {
  return selected.includes(entry.id) || entry.ancestorIds.some((a) => selected.includes(a));
}

/**
 * The path bar of a folder inside a share: from the selected folder it belongs to down to it.
 * Answers the ids in order, or null when the folder is outside the selection.
 */
export function sharePath(
  folder: { id: string; ancestorIds: readonly string[] },
  selected: readonly string[],
) {
  if (selected.includes(folder.id)) return [folder.id];
  const at = folder.ancestorIds.findIndex((a) => selected.includes(a));
  if (at < 0) return null;
  return [...folder.ancestorIds.slice(0, at + 1)].reverse().concat(folder.id);
}

/** Extraction codes avoid characters people confuse (0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 4;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are compared without case, so what a visitor types is upper-cased first. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function hashCode(code: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${normaliseCode(code)}`)
    .digest('hex');
}

/** Constant-time comparison of a typed code against the stored hash. */
export function codeMatches(typed: string, salt: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(typed, salt), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Wrong codes allowed per window: per address, and per link from anywhere (against many addresses). */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const MAX_WRONG_PER_ADDRESS = 10;
export const MAX_WRONG_PER_LINK = 100;

export function attemptsExhausted(perAddress: number, perLink: number): boolean {
  return perAddress >= MAX_WRONG_PER_ADDRESS || perLink >= MAX_WRONG_PER_LINK;
}

/** What the share is called in lists and notices: its only entry, or the first and how many more. */
export function shareTitle(names: readonly string[]): { first: string; more: number; total: number } {
  return { first: names[0] ?? '', more: Math.max(0, names.length - 1), total: names.length };
}
