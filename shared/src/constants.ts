/** Business constants shared by the API and the SPA (spec 2 §9). */
export const DEFAULT_TENANT_ID = '000000';
export const ACCESS_TOKEN_SECONDS = 3000;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 3600;
export const TOKEN_REFRESH_ATTEMPTS = 3;
export const HEARTBEAT_SECONDS = 30;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 5000;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_SECONDS = 300;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const DEFAULT_CLIENT_ID = 'portal';
export const CLIENT_IDS = [
  'portal',
  'CollabCraft',
  'ModelMatrix',
  'ModelSplit',
  'SacComponentLibrary',
  'AppStore',
] as const;
/**
 * The built-in clients are the SPA's own apps: public clients whose secret ships in the bundle (as
 * BladeX's `saber:saber_secret` does), so it names the app rather than proves it. They are seeded as
 * client records with this secret; clients added in the back office get a real, random one.
 */
export const builtInClientSecret = (clientId: string) => `${clientId}_secret`;
export const ADMIN_ROLE = 'administrator';
export const USER_ROLE = 'user';
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/**
 * Socket message types pushed by the server: the four of spec 2 §3, NOTICE (a notice was
 * written for the user or removed; like any non-logout message it refreshes the unread count), and
 * ORDER_PAID (content: the order id; the payment dialog closes on it), and REFUND_FINISHED (content:
 * the order id; its refund was refunded or failed, the open-record orders tab refreshes).
 */
export const SOCKET_TYPES = [
  'LOGOUT',
  'QUIT',
  'MODEL_SPLIT',
  'STATUS_UPDATE',
  'NOTICE',
  'ORDER_PAID',
  'REFUND_FINISHED',
] as const;
export type SocketType = (typeof SOCKET_TYPES)[number];
export interface SocketMessage {
  type: SocketType;
  content: string;
}
