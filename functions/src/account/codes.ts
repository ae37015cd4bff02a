import { createHash, randomInt } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, type Language } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { verificationCode } from '../entities/verificationCode.ts';
import { epochSeconds } from '../lib/db/keys.ts';
import { BadRequestError, TooManyRequestsError } from '../lib/errors.ts';
import { sendEmail } from '../lib/messaging/email.ts';
import { sendSms } from '../lib/messaging/sms.ts';

export type CodePurpose =
  | 'login'
  | 'register'
  | 'reset'
  | 'auth'
  | 'authEmail'
  | 'bindPhone'
  | 'bindEmail'
  | 'password'
  | 'downLine';

const hash = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');

const PURPOSE_TEXT: Record<CodePurpose, Record<Language, string>> = {
  login: { zh: '登录', en: 'sign-in' },
  register: { zh: '注册', en: 'sign-up' },
  reset: { zh: '重置密码', en: 'password reset' },
  auth: { zh: '身份验证', en: 'identity check' },
  authEmail: { zh: '身份验证', en: 'identity check' },
  bindPhone: { zh: '绑定手机号', en: 'new phone' },
  bindEmail: { zh: '绑定邮箱', en: 'e-mail binding' },
  password: { zh: '修改密码', en: 'password change' },
  downLine: { zh: '设备下线', en: 'device sign-out' },
};

/**
 * Sends a 4-digit code by text message (or e-mail when the target is an address). A new code for the
 * same purpose and target is refused within 60 s of the last one (conditional write, so parallel
 * requests cannot both send).
 */
export async function sendCode(purpose: CodePurpose, target: string, lang: Language, now = new Date()) {
  const byEmail = target.includes('@');
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const sentAt = epochSeconds(now);
  try {
    await verificationCode
      .put({
        purpose,
        target,
        codeHash: hash(purpose, target, code),
        sentAt,
        attempts: 0,
        expiresAt: sentAt + CODE_TTL_SECONDS,
      })
      .where(
        (attr, op) =>
          `${op.notExists(attr.codeHash)} OR ${op.lte(attr.sentAt, sentAt - CODE_RESEND_SECONDS)}`,
      )
      .go();
  } catch (error) {
    if (conditionFailed(error)) {
      const { data: existing } = await verificationCode.get({ purpose, target }).go();
      const wait = Number(existing?.sentAt ?? sentAt) + CODE_RESEND_SECONDS - sentAt;
      throw new TooManyRequestsError('code.tooSoon', { seconds: Math.max(1, wait) });
    }
    throw error;
  }
  const what = PURPOSE_TEXT[purpose][lang];
  const minutes = CODE_TTL_SECONDS / 60;
  const text =
    lang === 'zh'
      ? `【Loopline】您的${what}验证码是 ${code}，${minutes} 分钟内有效。`
      : `[Loopline] Your ${what} code is ${code}. It is valid for ${minutes} minutes.`;
  if (byEmail) {
    const subject = lang === 'zh' ? `Loopline ${what}验证码` : `Your Loopline ${what} code`;
    await sendEmail(target, subject, text, now);
  } else {
    await sendSms(target, text, now);
  }
}

/** Checks a code and consumes it on success; wrong codes count towards a limit. */
export async function verifyCode(purpose: CodePurpose, phone: string, code: string, now = new Date()) {
  const key = { purpose, target: phone };
  const { data: item } = await verificationCode.get(key).go({ consistent: true });
  if (!item || item.expiresAt < epochSeconds(now)) throw new BadRequestError('code.expired');
  if (item.attempts >= CODE_MAX_ATTEMPTS) throw new BadRequestError('code.tooManyAttempts');
  if (item.codeHash !== hash(purpose, phone, code)) {
    await verificationCode
      .patch(key)
      .add({ attempts: 1 })
      .go()
      .catch((error: unknown) => {
        // The code expired and went away meanwhile: nothing left to count against.
        if (!conditionFailed(error)) throw error;
      });
    throw new BadRequestError('code.wrong');
  }
  try {
    await verificationCode
      .delete(key)
      .where((attr, op) => op.eq(attr.codeHash, item.codeHash))
      .go();
  } catch (error) {
    // Someone else consumed the same code first: it is single-use.
    if (conditionFailed(error)) throw new BadRequestError('code.expired');
    throw error;
  }
}
