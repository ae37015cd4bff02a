import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@loopline/shared';
import sharp from 'sharp';
import { captcha } from '../entities/captcha.ts';
import { epochSeconds } from '../lib/db/keys.ts';
import { consumeCaptcha } from './captcha.ts';

/**
 * The slider puzzle captcha (spec 2 §7 "puzzleCaptcha and verify, sendSmsByPuzzleCaptcha"): a
 * background with a square cut out and the square itself; the user slides the piece to the hole.
 * The hole's x stays on the server in the picture captcha's store (single use, same TTL); a right
 * answer is exchanged for a one-time pass that the SMS call spends, so a solved puzzle sends at most
 * one code and the puzzle's answer is never reusable.
 */

export const PUZZLE = { width: 300, height: 150, piece: 44, tolerance: 5 } as const;
/** A pass is stored beside the puzzles with this answer: distinct from any x, which is digits. */
const PASS_ANSWER = 'puzzle-pass';
const PASS_PREFIX = 'pass-';

export interface PuzzleData {
  key: string;
  /** PNG data URLs: the background with the hole, and the piece to slide. */
  background: string;
  piece: string;
  /** Where the piece sits vertically (the user only slides it sideways). */
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

/** A random landscape of soft shapes, so the hole cannot be found by looking for a flat colour. */
function backgroundSvg(): string {
  const { width, height } = PUZZLE;
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 14 }, () => {
    const h = (hue + randomInt(-60, 60) + 360) % 360;
    return `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${randomInt(12, 60)}" fill="hsl(${h},60%,${randomInt(35, 75)}%)" fill-opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},45%,60%)"/>${shapes}</svg>`;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function createPuzzle(now = new Date()): Promise<PuzzleData> {
  const { width, height, piece } = PUZZLE;
  // The hole is never at the start, where the piece begins.
  const x = randomInt(piece + 20, width - piece - 4);
  const y = randomInt(4, height - piece - 4);
  const base = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const pieceImage = await sharp(base)
    .extract({ left: x, top: y, width: piece, height: piece })
    .png()
    .toBuffer();
  const hole = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}"><rect width="${piece}" height="${piece}" fill="black" fill-opacity="0.55" stroke="white" stroke-opacity="0.8" stroke-width="2"/></svg>`,
  );
  const background = await sharp(base)
    .composite([{ input: hole, left: x, top: y }])
    .png()
    .toBuffer();
  const key = randomUUID();
  await captcha.put({ key, answer: String(x), expiresAt: epochSeconds(now) + CAPTCHA_TTL_SECONDS }).go();
  return {
    key,
    background: dataUrl(background),
    piece: dataUrl(pieceImage),
    y,
    width,
    height,
    pieceSize: piece,
  };
}

/**
 * Checks where the user dropped the piece (single use: the puzzle is gone whatever the answer).
 * A right answer is answered with a pass for one SMS, valid for the captcha TTL; a wrong one with null.
 */
export async function verifyPuzzle(key: string, x: number, now = new Date()): Promise<string | null> {
  const { data: item } = await captcha.delete({ key }).go({ response: 'all_old' });
  if (!item || item.expiresAt < epochSeconds(now) || !/^\d+$/.test(item.answer)) return null;
  if (Math.abs(Number(item.answer) - x) > PUZZLE.tolerance) return null;
  const pass = `${PASS_PREFIX}${randomBytes(18).toString('base64url')}`;
  await captcha
    .put({ key: pass, answer: PASS_ANSWER, expiresAt: epochSeconds(now) + CAPTCHA_TTL_SECONDS })
    .go();
  return pass;
}

/** Spends a pass from verifyPuzzle; false when it is unknown, spent or expired. */
export async function spendPuzzlePass(pass: string, now = new Date()): Promise<boolean> {
  if (!pass.startsWith(PASS_PREFIX)) return false;
  return consumeCaptcha(pass, PASS_ANSWER, now);
}
