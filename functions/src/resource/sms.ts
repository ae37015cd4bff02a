import { BadRequestError } from '../lib/errors.ts';
import { sendSms } from '../lib/messaging/sms.ts';
import { configForSend } from './configs.ts';
import { fillTemplate } from './text.ts';

/**
 * endpoint/send-message: sends the config's template, filled with `params`, to each phone. The
 * `platform` category goes through the product's own SMS channel (the one verification codes use:
 * SNS when deployed, the local outbox here). Provider categories keep their keys for an adapter this
 * product does not have yet, so they are refused rather than silently sent another way.
 */
export async function sendTestMessage(
  tenantId: string,
  input: { code?: string; phones: string[]; params: Record<string, string | number> },
) {
  const config = await configForSend(tenantId, 'sms', input.code);
  if (config.category !== 'platform') throw new BadRequestError('resource.providerUnavailable');
  const { text, missing } = fillTemplate(config.settings.content ?? '', input.params);
  if (missing.length > 0) throw new BadRequestError('resource.paramsMissing', { names: missing.join(', ') });
  const message = `【${config.settings.signName}】${text}`;
  for (const phone of new Set(input.phones)) await sendSms(phone, message);
  return { sent: new Set(input.phones).size, text: message };
}
