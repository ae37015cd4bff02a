/** Shapes of the auth and system API answers, from the API contract (shared/src/contracts). */
export type { CaptchaData, PublicKeyData, TokenData, UserInfo } from '@loopline/shared/contracts/auth';
export type { Dept, Role } from '@loopline/shared/contracts/system';
