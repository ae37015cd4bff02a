import { DEFAULT_TENANT_ID, type Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  RegisterBody,
  Registered,
  Registration,
  ResetCodeSent,
  ResetPasswordBody,
  TenantPhoneBody,
  Ticket,
  UpdatePasswordBody,
  VerifyAccountBody,
} from '@loopline/shared/contracts/user';
import { http } from './client.ts';

/** Registration, forgot password (cloud/user) and password change (blade-user). */
const PUBLIC = { auth: false } as const;
const tenantId = DEFAULT_TENANT_ID;
/** 409 (taken) is shown beside the field rather than as a toast. */
const TAKEN = { ...PUBLIC, silentCodes: [409] } as const;

export function verifyAccount(account: string): Promise<Envelope<boolean>> {
  return http.post<boolean>(
    '/api/cloud/user/verifyAccount',
    { tenantId, account } satisfies RequestInput<typeof VerifyAccountBody>,
    TAKEN,
  );
}

export function verifyPhone(phone: string): Promise<Envelope<boolean>> {
  return http.post<boolean>(
    '/api/cloud/user/verifyPhone',
    { tenantId, phone } satisfies RequestInput<typeof TenantPhoneBody>,
    TAKEN,
  );
}

export function sendRegisterCode(phone: string): Promise<Envelope<null>> {
  return http.post<null>(
    '/api/cloud/user/sendRegisterSms',
    { tenantId, phone } satisfies RequestInput<typeof TenantPhoneBody>,
    PUBLIC,
  );
}

export type { Registration } from '@loopline/shared/contracts/user';

export function register(input: Registration): Promise<Envelope<Registered>> {
  return http.post<Registered>(
    '/api/cloud/user/register',
    { tenantId, ...input } satisfies RequestInput<typeof RegisterBody>,
    PUBLIC,
  );
}

/** Forgot password, step 1: answers the masked phone the code went to. */
export function sendResetCode(account: string): Promise<ResetCodeSent> {
  return http
    .post<ResetCodeSent>('/api/cloud/user/sendCode', { tenantId, account }, PUBLIC)
    .then((e) => e.data);
}

/** Step 2: the code buys a short-lived reset ticket. */
export function verifyResetCode(account: string, code: string): Promise<Ticket> {
  return http
    .post<Ticket>('/api/cloud/user/verifyCode', { tenantId, account, code }, PUBLIC)
    .then((e) => e.data);
}

/** Step 3. */
export function resetPassword(
  ticket: string,
  password: string,
  confirmPassword: string,
): Promise<Envelope<null>> {
  return http.post<null>(
    '/api/cloud/user/resetPsd',
    { ticket, password, confirmPassword } satisfies RequestInput<typeof ResetPasswordBody>,
    PUBLIC,
  );
}

export function updatePassword(
  oldPassword: string,
  newPassword: string,
  newPassword1: string,
): Promise<Envelope<null>> {
  return http.post<null>('/api/blade-user/update-password', {
    oldPassword,
    newPassword,
    newPassword1,
  } satisfies RequestInput<typeof UpdatePasswordBody>);
}
