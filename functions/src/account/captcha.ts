import { captcha } from '../entities/captcha.ts';
import { epochSeconds } from '../lib/db/keys.ts';

/*
 * Checking a captcha needs no picture library, so sign-in (imported by many functions) does not pull
 * svg-captcha in; pictures are made in captchaImage.ts, by the auth group only.
 */
/** Single use: the captcha is deleted by the check whether or not the answer is right. */
export async function consumeCaptcha(key: string, answer: string, now = new Date()): Promise<boolean> {
  const { data: item } = await captcha.delete({ key }).go({ response: 'all_old' });
  if (!item || item.expiresAt < epochSeconds(now)) return false;
  return item.answer === answer.trim().toLowerCase();
}
