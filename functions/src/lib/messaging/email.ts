import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { outbox } from '../../entities/outbox.ts';
import { config } from '../config.ts';
import { epochSeconds } from '../db/keys.ts';
import { logger } from '../logger.ts';

let ses: SESv2Client | undefined;

const OUTBOX_TTL_SECONDS = 24 * 3600;

/**
 * Sends an e-mail. With EMAIL_PROVIDER=ses (and EMAIL_FROM) it goes through Amazon SES; otherwise
 * to the outbox (channel 'email') and, locally, the console, like text messages.
 */
export async function sendEmail(to: string, subject: string, text: string, now = new Date()): Promise<void> {
  if (process.env.EMAIL_PROVIDER === 'ses') {
    ses ??= new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: process.env.EMAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
    return;
  }
  const at = now.toISOString();
  const id = randomUUID();
  await outbox
    .put({
      target: to,
      at,
      id,
      channel: 'email',
      subject,
      text,
      expiresAt: epochSeconds(now) + OUTBOX_TTL_SECONDS,
    })
    .go();
  if (config.local) console.log(`\x1b[35m[email → ${to}]\x1b[0m ${subject}: ${text}`);
  else logger.info('email written to outbox', { target: to });
}
