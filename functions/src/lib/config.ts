/** Runtime settings read from the environment (set by the CDK stack or the local cloud). */
export const config = {
  /** True only under the embedded local cloud; the deployed stack never sets it. */
  get local(): boolean {
    return process.env.LOOPLINE_LOCAL === 'true';
  },
  /** The captcha can be switched off for automated clients, and only in local mode. */
  get captchaEnabled(): boolean {
    return !(this.local && process.env.LOOPLINE_CAPTCHA === 'off');
  },
  /** Sessions one account may hold at once; the oldest is signed out beyond it. */
  get maxDevices(): number {
    const value = Number(process.env.LOOPLINE_MAX_DEVICES ?? 5);
    return Number.isInteger(value) && value > 0 ? value : 5;
  },
  get smsProvider(): 'outbox' | 'sns' {
    return process.env.SMS_PROVIDER === 'sns' ? 'sns' : 'outbox';
  },
};
