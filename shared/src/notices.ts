import { LANGUAGES, type Language } from './constants.ts';

/**
 * The catalogue of notice categories (message types) 1–30, shared by the API (which writes notices
 * and honours each user's switched-off types) and the SPA (icons, "view now", the settings panel).
 * Spec 2 §9 fixes 5, 11, 18, 19 and 26; the others are the product's own events, grouped for the
 * settings panel. Names and group names are in both languages.
 */
export const NOTICE_GROUPS = {
  file: { zh: '文件与分享', en: 'Files and sharing' },
  model: { zh: '模型与识别', en: 'Models and recognition' },
  project: { zh: '项目', en: 'Projects' },
  team: { zh: '团队', en: 'Teams' },
  account: { zh: '账号与会员', en: 'Account and membership' },
  system: { zh: '系统与服务', en: 'System and service' },
} as const;
export type NoticeGroup = keyof typeof NOTICE_GROUPS;

/** What "view now" does: go to a page (built from relContent), open a dialog, or nothing. */
export type NoticeAction = 'shareLink' | 'teamInvites' | 'feedback' | 'platformNotice' | 'projectInvites';

export interface NoticeCategory {
  category: number;
  group: NoticeGroup;
  zh: string;
  en: string;
  /** A Cloudscape icon name (icons mapped 1 to 30, spec 2 §9). */
  icon: string;
  action?: NoticeAction;
}

const c = (
  category: number,
  group: NoticeGroup,
  zh: string,
  en: string,
  icon: string,
  action?: NoticeAction,
): NoticeCategory => ({ category, group, zh, en, icon, ...(action ? { action } : {}) });

export const NOTICE_CATEGORIES: readonly NoticeCategory[] = [
  c(1, 'file', '上传完成', 'Uploads finished', 'upload'),
  c(2, 'file', '文件删除', 'Files deleted', 'remove'),
  c(3, 'file', '文件移动', 'Files moved', 'folder-open'),
  c(4, 'file', '文件权限变更', 'File permissions changed', 'lock-private'),
  c(5, 'file', '文件分享', 'Files shared with you', 'share', 'shareLink'),
  c(6, 'file', '分享取消', 'Shares cancelled', 'unlocked'),
  c(7, 'model', '模型解析完成', 'Models parsed', 'status-positive'),
  c(8, 'model', '模型解析失败', 'Model parsing failed', 'status-negative'),
  c(9, 'model', '模型升级完成', 'Models upgraded', 'arrow-up'),
  c(10, 'model', '图纸识别完成', 'Drawings recognised', 'search'),
  c(11, 'team', '团队邀请', 'Team invitations', 'group', 'teamInvites'),
  c(12, 'team', '入队申请', 'Requests to join your team', 'user-profile'),
  c(13, 'team', '申请已通过', 'Requests approved', 'check'),
  c(14, 'team', '申请被拒绝', 'Requests declined', 'close'),
  c(15, 'team', '移出团队', 'Removed from a team', 'subtract-minus'),
  c(16, 'project', '加入项目', 'Added to a project', 'add-plus'),
  c(17, 'project', '移出项目', 'Removed from a project', 'status-stopped'),
  c(18, 'system', '反馈回复', 'Replies to your feedback', 'contact', 'feedback'),
  c(19, 'system', '平台公告', 'Platform notices', 'announcement', 'platformNotice'),
  c(20, 'project', '项目角色变更', 'Project role changed', 'key'),
  c(21, 'project', '项目删除', 'Projects deleted', 'delete-marker'),
  c(22, 'project', '项目移交', 'Projects handed over', 'send'),
  c(23, 'account', '会员开通', 'Membership activated', 'star'),
  c(24, 'account', '会员即将到期', 'Membership expiring', 'status-warning'),
  c(25, 'account', '订单支付', 'Order payments', 'ticket'),
  c(26, 'project', '项目邀请', 'Project invitations', 'envelope', 'projectInvites'),
  c(27, 'account', '发票开具', 'Invoices issued', 'file'),
  c(28, 'account', '存储空间不足', 'Storage running low', 'status-pending'),
  c(29, 'account', '账号安全', 'Account security', 'security'),
  c(30, 'model', '模型拆分', 'Model splitting', 'grid-view'),
];

export const NOTICE_CATEGORY_IDS = NOTICE_CATEGORIES.map((n) => n.category);
export const FEEDBACK_NOTICE_CATEGORY = 18;
export const PLATFORM_NOTICE_CATEGORY = 19;

export function noticeCategory(category: number): NoticeCategory | undefined {
  return NOTICE_CATEGORIES.find((n) => n.category === category);
}

export function isNoticeCategory(value: number): boolean {
  return NOTICE_CATEGORY_IDS.includes(value);
}

/** Spec 2 §9: page size of the notice list, scroll throttle, badge maximum. */
export const NOTICE_PAGE_SIZE = 20;
export const NOTICE_SCROLL_THROTTLE_MS = 600;
export const NOTICE_BADGE_MAX = 99;

/** The badge text: the count, capped at 99 ("99+"), none at zero. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > NOTICE_BADGE_MAX ? `${NOTICE_BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * Switched-off types travel as a comma-joined list (spec 2 §7). Reads one, keeping known categories
 * in order without duplicates; answers null when a value is not a known category.
 */
export function parseMessageTypes(value: string): number[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return null;
    const n = Number(part);
    if (!isNoticeCategory(n)) return null;
    if (!out.includes(n)) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

/** The languages a user reads platform notices in, comma-joined; null when one is unknown or none given. */
export function parseLanguages(value: string): Language[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const out: Language[] = [];
  for (const part of parts) {
    if (!(LANGUAGES as readonly string[]).includes(part)) return null;
    if (!out.includes(part as Language)) out.push(part as Language);
  }
  return LANGUAGES.filter((l) => out.includes(l));
}

/** Where "view now" leads (spec 2 §9): a page for 5, 11 and 26, the feedback dialog for 18, the preview for 19. */
export type NoticeTarget =
  | { kind: 'route'; path: string }
  | { kind: 'feedback'; feedbackId: string }
  | { kind: 'preview' }
  | null;

export function noticeTarget(category: number, relContent: string): NoticeTarget {
  const id = encodeURIComponent(relContent);
  switch (noticeCategory(category)?.action) {
    case 'shareLink':
      return relContent ? { kind: 'route', path: `/file/linkSharing?id=${id}` } : null;
    case 'teamInvites':
      return { kind: 'route', path: '/myTeam/invite-list' };
    case 'projectInvites':
      return relContent
        ? { kind: 'route', path: `/project-setting/invite-list?projectId=${id}` }
        : { kind: 'route', path: '/myproject' };
    case 'feedback':
      return { kind: 'feedback', feedbackId: relContent };
    case 'platformNotice':
      return { kind: 'preview' };
    default:
      return null;
  }
}
