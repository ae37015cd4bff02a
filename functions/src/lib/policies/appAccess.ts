/**
 * Which client apps a user may open (POST /api/cloud/order/user/rel/queryUserIsPerm): platform
 * administrators all of them; everybody else the apps of their membership tier while it is valid,
 * and the free tier's apps once it has expired.
 */
export interface AppAccessSubject {
  isAdmin: boolean;
  /** Apps of the user's tier and of the free tier. */
  tierApps: readonly string[];
  freeApps: readonly string[];
  /** Membership expiry (ISO); empty for the free tier, which never expires. */
  memberDate: string;
}

export function membershipValid(memberDate: string, now: Date): boolean {
  return memberDate === '' || new Date(memberDate).getTime() > now.getTime();
}

export function mayUseApp(subject: AppAccessSubject, clientId: string, now = new Date()): boolean {
  if (subject.isAdmin) return true;
  const apps = membershipValid(subject.memberDate, now) ? subject.tierApps : subject.freeApps;
  return apps.includes(clientId);
}
