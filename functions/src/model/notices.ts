import { type Language, translate } from '@loopline/shared';
import { userDirectory } from '../access/index.ts';
import { entry } from '../entities/entry.ts';
import { logger } from '../lib/logger.ts';
import { notify } from '../notice/index.ts';

/** Notice categories of spec 2 §9's catalogue: 7 parsed, 8 parse failed, 9 upgraded (and its failure). */
const CATEGORY = { parsed: 7, parseFailed: 8, upgraded: 9, upgradeFailed: 9 } as const;
const TEXT = {
  parsed: 'model.noticeParsed',
  parseFailed: 'model.noticeParseFailed',
  upgraded: 'model.noticeUpgraded',
  upgradeFailed: 'model.noticeUpgradeFailed',
} as const;

export type ModelOutcome = keyof typeof CATEGORY;

/** Who is told and the file's name: what a notice reads before it is written (see `noticeFacts`). */
type NoticeFacts = Promise<{ tenantId: string; fileName: string } | null>;

/**
 * Reads what a notice needs (the starter and the file's name) now, so a stage can do it alongside
 * its own write and leave only the notice's writes for after. Never rejects: a failed read is
 * logged and tells nobody, so facts a stage ends up not using are harmless.
 */
export function noticeFacts(job: { projectId: string; entryId: string; userId?: string }): NoticeFacts {
  // Upgrade runs queued before upgrades carried their starter have nobody to tell.
  const userId = job.userId;
  if (!userId) return Promise.resolve(null);
  return Promise.all([
    userDirectory.get(userId),
    entry.get({ projectId: job.projectId, id: job.entryId }).go(),
  ])
    .then(([user, file]) =>
      user && file.data ? { tenantId: user.tenantId, fileName: file.data.fileName } : null,
    )
    .catch((error: unknown) => {
      logger.warn('model outcome notice failed', { entryId: job.entryId, error: error as Error });
      return null;
    });
}

/**
 * Leaves the user who started a parse or an upgrade a notice of how it ended (issue 15), so one who
 * went elsewhere learns it from the bell; their message settings decide (categories 7, 8, 9). The
 * text is written in both languages now, as the failure reason is itself a message key. A notice
 * is a courtesy: failing to write one is logged and never fails the run. `facts` are the reads a
 * stage started alongside its write (noticeFacts); without them they are read now.
 */
export async function noticeModelOutcome(
  job: { projectId: string; entryId: string; userId?: string },
  outcome: ModelOutcome,
  reasonKey = '',
  facts: NoticeFacts = noticeFacts(job),
) {
  const known = await facts;
  if (!known || !job.userId) return;
  try {
    const text = (lang: Language) =>
      translate(TEXT[outcome], lang, {
        name: known.fileName,
        reason: reasonKey ? translate(reasonKey, lang) : '',
      });
    await notify([job.userId], CATEGORY[outcome], { zh: text('zh'), en: text('en') }, job.entryId, {
      tenantId: known.tenantId,
    });
  } catch (error) {
    logger.warn('model outcome notice failed', { entryId: job.entryId, outcome, error: error as Error });
  }
}
