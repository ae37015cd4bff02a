import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { epochSeconds, keys } from '../lib/db/keys.ts';

/*
 * Checking a captcha needs no picture library, so sign-in (imported by many functions) does not pull
 * svg-captcha in; pictures are made in captchaImage.ts, by the auth group only.
 */
/** Single use: the captcha is deleted by the check whether or not the answer is right. */
export async function consumeCaptcha(key: string, answer: string, now = new Date()): Promise<boolean> {
  const out = await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.captcha(key), ReturnValues: 'ALL_OLD' }),
  );
  const item = out.Attributes;
  if (!item || Number(item.expiresAt) < epochSeconds(now)) return false;
  return item.answer === answer.trim().toLowerCase();
}
