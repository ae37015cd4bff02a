import type { ListMode } from '@loopline/shared';
import { fileListMode } from '../entities/fileListMode.ts';

/** The file manager's list or thumbnail mode, saved per user (spec 1 §2). */
export async function getListMode(userId: string): Promise<ListMode> {
  const { data } = await fileListMode.get({ userId }).go();
  return data?.mode ?? 'list';
}

export async function setListMode(userId: string, mode: ListMode) {
  await fileListMode.put({ userId, mode, updateTime: new Date().toISOString() }).go();
}
