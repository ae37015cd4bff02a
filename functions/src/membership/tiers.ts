import type { MemberTier } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { tier as tierEntity } from '../entities/tier.ts';

/** Equity codes of spec 2 §3; -1 means no limit for parse, project and projectUserNum. */
export interface Equities {
  /** Storage in bytes. */
  storage: number;
  /** Parse count granted with the tier (per activation). */
  parse: number;
  project: number;
  projectUserNum: number;
  /** Speed download of upgraded models (spec 1 §6). */
  downAnalysis: boolean;
  /** Download of parsed models (spec 1 §6). */
  downSpeed: boolean;
  exclusiveAnalyze: boolean;
  priorityFile: boolean;
}

export interface Tier {
  code: MemberTier;
  memberName: string;
  memberNameEn: string;
  /** The default tier of every new account. */
  isInit: boolean;
  /** Rank, for "at least member" checks. */
  level: number;
  equities: Equities;
  /** Client apps (clientIds) the tier may open (queryUserIsPerm). */
  apps: string[];
  /** The member centre's column order (the level when never set; membership/equities.ts). */
  sort?: number;
  /** 0: withdrawn from the member centre by the back office; shown otherwise. */
  status?: number;
}

const GB = 1024 ** 3;
const FREE_APPS = ['portal', 'ModelMatrix', 'SacComponentLibrary', 'AppStore'];
const ALL_APPS = [...FREE_APPS, 'CollabCraft', 'ModelSplit'];

/**
 * The tiers Loopline starts with (docs/decisions.md "Shell and account"). They are written to the
 * table by the seed so the back office and the payment issue can change them; code falls back to
 * these when a tier record is missing.
 */
export const DEFAULT_TIERS: Record<MemberTier, Tier> = {
  nonMember: {
    code: 'nonMember',
    memberName: '普通用户',
    memberNameEn: 'Free',
    isInit: true,
    level: 0,
    equities: {
      storage: 5 * GB,
      parse: 20,
      project: 5,
      projectUserNum: 10,
      downAnalysis: false,
      downSpeed: false,
      exclusiveAnalyze: false,
      priorityFile: false,
    },
    apps: FREE_APPS,
  },
  member: {
    code: 'member',
    memberName: 'VIP 会员',
    memberNameEn: 'VIP',
    isInit: false,
    level: 1,
    equities: {
      storage: 100 * GB,
      parse: 200,
      project: 50,
      projectUserNum: 50,
      downAnalysis: false,
      downSpeed: true,
      exclusiveAnalyze: false,
      priorityFile: false,
    },
    apps: ALL_APPS,
  },
  superMember: {
    code: 'superMember',
    memberName: 'SVIP 会员',
    memberNameEn: 'SVIP',
    isInit: false,
    level: 2,
    equities: {
      storage: 500 * GB,
      parse: -1,
      project: -1,
      projectUserNum: 200,
      downAnalysis: true,
      downSpeed: true,
      exclusiveAnalyze: true,
      priorityFile: false,
    },
    apps: ALL_APPS,
  },
  enterpriseMember: {
    code: 'enterpriseMember',
    memberName: '企业会员',
    memberNameEn: 'Enterprise',
    isInit: false,
    level: 3,
    equities: {
      storage: 2048 * GB,
      parse: -1,
      project: -1,
      projectUserNum: -1,
      downAnalysis: true,
      downSpeed: true,
      exclusiveAnalyze: true,
      priorityFile: true,
    },
    apps: ALL_APPS,
  },
};

export async function getTier(code: MemberTier): Promise<Tier> {
  const { data } = await tierEntity.get({ code }).go();
  if (!data) return DEFAULT_TIERS[code];
  const { seedVersion: _version, ...tier } = data;
  return tier as Tier;
}

/**
 * The version of DEFAULT_TIERS: a stored tier of an older version is rewritten by the seed (version
 * 2 made downSpeed a yes/no benefit, issue 7). Tiers changed later by the back office carry the
 * current version and are kept.
 */
export const TIERS_VERSION = 2;

/** Idempotent: writes the default tiers that are missing or older than TIERS_VERSION (seed). */
export async function ensureTiers() {
  for (const tier of Object.values(DEFAULT_TIERS)) {
    await tierEntity
      .put({ ...tier, seedVersion: TIERS_VERSION })
      .where(
        (attr, op) =>
          `${op.notExists(attr.code)} OR ${op.notExists(attr.seedVersion)} OR ${op.lt(attr.seedVersion, TIERS_VERSION)}`,
      )
      .go()
      .catch((error: unknown) => {
        if (!conditionFailed(error)) throw error;
      });
  }
}

/** Every tier, as stored (defaults for missing ones): one query of the tiers' partition. */
export async function allTiers(): Promise<Record<MemberTier, Tier>> {
  const { data } = await tierEntity.query.byCode({}).go();
  const tiers = { ...DEFAULT_TIERS };
  for (const { seedVersion: _version, ...tier } of data) tiers[tier.code] = tier as Tier;
  return tiers;
}

/**
 * The back office changes a tier's names and equities. It is written with the current seed
 * version, so a later seed keeps it; its rank, apps and default flag stay as they are.
 */
export async function saveTierEquities(
  code: MemberTier,
  change: Pick<Tier, 'memberName' | 'memberNameEn' | 'equities' | 'sort'>,
): Promise<Tier> {
  const { sort, ...rest } = change;
  const current = await getTier(code);
  const tier = { ...current, ...rest, ...(sort === undefined ? {} : { sort }) };
  await tierEntity.put({ ...tier, seedVersion: TIERS_VERSION }).go();
  return tier;
}
