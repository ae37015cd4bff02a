import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@loopline/shared';
import type { CaptchaData } from '@loopline/shared/contracts/auth';
import svgCaptcha from 'svg-captcha';
import { captcha } from '../entities/captcha.ts';
import { config } from '../lib/config.ts';
import { epochSeconds } from '../lib/db/keys.ts';

/** A new captcha; with the captcha switched off, the answer that says so (nothing is stored). */
export async function createCaptcha(now = new Date()): Promise<CaptchaData> {
  if (!config.captchaEnabled) return { enabled: false, key: '', image: '' };
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
  return { enabled: true, key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}
