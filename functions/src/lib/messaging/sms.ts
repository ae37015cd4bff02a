import { randomUUID } from 'node:crypto';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { outbox } from '../../entities/outbox.ts';
import { config } from '../config.ts';
import { epochSeconds } from '../db/keys.ts';
import { logger } from '../logger.ts';

let sns: SNSClient | undefined;

/** Messages kept in the outbox for a day: long enough for tests and the dev console to read them. */
const OUTBOX_TTL_SECONDS = 24 * 3600;

/**
 * Sends a text message. Locally (and wherever SMS_PROVIDER is not 'sns') it goes to the outbox table
 * and the console; in the deployed stack through SNS.
 */
export async function sendSms(phone: string, text: string, now = new Date()): Promise<void> {
  if (config.smsProvider === 'sns') {
    sns ??= new SNSClient({});
    await sns.send(
      new PublishCommand({ PhoneNumber: phone.startsWith('+') ? phone : `+86${phone}`, Message: text }),
    );
    return;
  }
  const at = now.toISOString();
  const id = randomUUID();
  await outbox
    .put({
      target: phone,
      at,
      id,
      channel: 'sms',
      text,
      expiresAt: epochSeconds(now) + OUTBOX_TTL_SECONDS,
    })
    .go();
  if (config.local) console.log(`\x1b[36m[sms → ${phone}]\x1b[0m ${text}`);
  else logger.info('sms written to outbox', { target: phone });
}
