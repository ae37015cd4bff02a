import type { ListMode } from '@loopline/shared';
import { PREFERENCE_KEYS } from '@loopline/shared/contracts/content';
import { preferenceDetail, savePreference } from '../content/index.ts';
import { fileListMode } from '../entities/fileListMode.ts';

const isMode = (value: unknown): value is ListMode => value === 'list' || value === 'thumbnail';

/**
 * The file manager's list or thumbnail mode, saved per user (spec 1 §2). It is the eip-preferences
 * item `fileList.mode`, so this route and the SPA's preferences read one value; a mode saved before
 * that (its own item) is still read until the user next changes it.
 */
export async function getListMode(userId: string): Promise<ListMode> {
  const saved = await preferenceDetail(userId, PREFERENCE_KEYS.fileListMode);
  if (isMode(saved)) return saved;
  const { data } = await fileListMode.get({ userId }).go();
  return data?.mode ?? 'list';
}

export async function setListMode(userId: string, mode: ListMode) {
  await savePreference(userId, PREFERENCE_KEYS.fileListMode, mode);
}
