import { randomUUID } from 'node:crypto';
import { activityEvent } from '../entities/activityEvent.ts';

/**
 * Marketing activities (spec 2 §3 "Activity"): eventType 1 is the invite activity. The back office
 * creates and starts them; a started activity sits in the tenant's active index partition.
 */
export interface ActivityEvent {
  id: string;
  tenantId: string;
  eventName: string;
  eventNameEn: string;
  /** 1 = invite. */
  eventType: number;
  /** HTML rules shown on the activity page. */
  eventDesc: string;
  eventDescEn: string;
  /** 0 not started, 1 running, 2 paused, 3 finished. */
  status: 0 | 1 | 2 | 3;
  startTime: string;
  endTime: string;
  /** Given to both inviter and invitee when an invite code is bound. */
  rewardStorageBytes: number;
  rewardParseCount: number;
  createTime: string;
  /** What the activity issues (set in the back office): coupons of a rule on each invite binding. */
  issueRule?: 'none' | 'onStart' | 'perInvite';
  couponRuleId?: string;
  couponCount?: number;
}

export async function putEvent(event: ActivityEvent) {
  await activityEvent.put(event).go();
}

export async function getEvent(eventId: string): Promise<ActivityEvent | null> {
  const { data } = await activityEvent.get({ id: eventId }).go();
  return (data as ActivityEvent | null) ?? null;
}

/** Running activities of the tenant (status 1, not past their end), newest first, at most `size`. */
export async function activeEvents(
  tenantId: string,
  size: number,
  now = new Date(),
): Promise<ActivityEvent[]> {
  const { data } = await activityEvent.query
    .activeByTenant({ tenantId })
    .lte({ startTime: now.toISOString() })
    .go({ order: 'desc', limit: size });
  return (data as ActivityEvent[]).filter(
    (e) => e.status === 1 && (!e.endTime || e.endTime > now.toISOString()),
  );
}

export async function currentInviteEvent(tenantId: string, now = new Date()) {
  return (await activeEvents(tenantId, 50, now)).find((e) => e.eventType === 1) ?? null;
}

const INVITE_RULES_ZH = `<h3>活动规则</h3>
<ol>
<li>在“我的邀请码”中复制邀请码或下载二维码，分享给同事和合作伙伴。</li>
<li>好友注册 Loopline 后，在协同应用中绑定您的邀请码，即视为邀请成功。</li>
<li>每成功邀请一位好友，您和好友各获得 1 GB 存储空间和 5 次模型解析次数，奖励即时发放到个人空间。</li>
<li>每个账号只能绑定一次邀请码，不能绑定自己的邀请码。</li>
<li>以不正当方式获取奖励的，Loopline 有权收回奖励。</li>
</ol>`;

const INVITE_RULES_EN = `<h3>Rules</h3>
<ol>
<li>Copy your invite code or download its QR code from "My invite code" and share it with colleagues and partners.</li>
<li>When a friend signs up for Loopline and binds your code in the collaboration app, the invitation counts.</li>
<li>For each successful invitation you and your friend each get 1 GB of storage and 5 model parses, added to your space at once.</li>
<li>Each account can bind one invite code, and never its own.</li>
<li>Loopline may take back rewards obtained by abuse.</li>
</ol>`;

/** Idempotent seed: the tenant's invite activity, running, when it has none. */
export async function ensureInviteActivity(tenantId: string, now = new Date()) {
  const current = await currentInviteEvent(tenantId, now);
  // Written again so an activity stored before the back office's tenant index has its keys.
  if (current) return putEvent(current);
  await putEvent({
    id: randomUUID(),
    tenantId,
    eventName: '邀请好友，共享空间',
    eventNameEn: 'Invite colleagues, get more space',
    eventType: 1,
    eventDesc: INVITE_RULES_ZH,
    eventDescEn: INVITE_RULES_EN,
    status: 1,
    startTime: new Date(now.getTime() - 60_000).toISOString(),
    endTime: '',
    rewardStorageBytes: 1024 ** 3,
    rewardParseCount: 5,
    createTime: now.toISOString(),
  });
}
