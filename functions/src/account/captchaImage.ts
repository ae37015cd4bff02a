import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@loopline/shared';
import svgCaptcha from 'svg-captcha';
import { captcha } from '../entities/captcha.ts';
import { epochSeconds } from '../lib/db/keys.ts';

export interface Captcha {
  key: string;
  /** data: URL of an SVG picture. */
  image: string;
}

export async function createCaptcha(now = new Date()): Promise<Captcha> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f2f3f3',
  });
  const key = randomUUID();
  await captcha
    .put({ key, answer: text.toLowerCase(), expiresAt: epochSeconds(now) + CAPTCHA_TTL_SECONDS })
    .go();
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}
