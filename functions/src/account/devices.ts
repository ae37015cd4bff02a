import type { Language } from '@loopline/shared';
import { getSession, listActiveSessions } from '../lib/auth/sessions.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { sendCode, verifyCode } from './codes.ts';
import { requireUser } from './profile.ts';
import { forceSignOut } from './signOut.ts';

/** "Chrome on Windows" from a user agent: browser and system, enough to recognise a device. */
export function describeAgent(userAgent: string): { browser: string; os: string } {
  const ua = userAgent || '';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/MicroMessenger/, 'WeChat'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|Chromium\/|HeadlessChrome/, 'Chrome'],
      [/Safari\//, 'Safari'],
      [/node|undici|curl|okhttp/i, 'API client'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'Unknown browser';
  const os =
    [
      [/Windows/, 'Windows'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Android/, 'Android'],
      [/HarmonyOS/, 'HarmonyOS'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'Unknown system';
  return { browser: browser as string, os: os as string };
}

/** GET /cloud/user/onlineClient: the devices signed in now, the current one first. */
export async function onlineClients(caller: Caller) {
  const sessions = await listActiveSessions(caller.userId);
  return sessions
    .map((s) => ({
      id: s.sessionId,
      clientId: s.clientId,
      ...describeAgent(s.userAgent),
      ip: s.ip,
      loginTime: s.createdAt,
      lastActiveTime: s.lastSeenAt,
      current: s.sessionId === caller.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.loginTime.localeCompare(a.loginTime));
}

/** Remote sign-out asks for a code sent to the bound phone. */
export async function sendDownLineCode(caller: Caller, lang: Language) {
  const user = await requireUser(caller.userId);
  await sendCode('downLine', user.phone, lang);
}

/** Signs out one of the caller's other devices; its sockets receive LOGOUT. */
export async function downLine(caller: Caller, sessionId: string, code: string) {
  if (sessionId === caller.sessionId) throw new BadRequestError('devices.current');
  const session = await getSession(caller.userId, sessionId);
  if (session?.status !== 'active') throw new NotFoundError('devices.notFound');
  const user = await requireUser(caller.userId);
  await verifyCode('downLine', user.phone, code);
  await forceSignOut(caller.userId, session, 'auth.signedOutRemotely');
}
