import { createHash } from 'node:crypto';
import { type Language, translate } from '@loopline/shared';
import {
  type SensitiveWordView,
  sensitiveWordRule,
  type WordImportResult,
} from '@loopline/shared/contracts/console';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { conditionFailed } from '../entities/errors.ts';
import { sensitiveWord } from '../entities/sensitiveWord.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { forgetSensitiveWords } from '../lib/console/sensitiveWords.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { foldText } from '../lib/text/multiPattern.ts';

/** The most words one import may carry (the bench's list size). */
export const IMPORT_MAX_ROWS = 10_000;

/** The same word (folded) always has the same id: a second add of it finds the key taken. */
export function wordId(word: string): string {
  return createHash('sha256').update(foldText(word)).digest('hex').slice(0, 32);
}

async function allWords(tenantId: string): Promise<SensitiveWordView[]> {
  const { data } = await sensitiveWord.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data.map((w) => ({
    id: w.id,
    contentWord: w.contentWord,
    wordStatus: w.wordStatus,
    createTime: w.createTime,
    createUser: w.createUser,
  }));
}

/** A page of the words, newest first; filters: part of the word, status. */
export async function listWords(
  tenantId: string,
  q: { current: number; size: number; contentWord?: string; wordStatus?: 0 | 1 },
) {
  const part = q.contentWord ? foldText(q.contentWord) : '';
  const rows = (await allWords(tenantId))
    .filter(
      (w) =>
        (!part || foldText(w.contentWord).includes(part)) &&
        (q.wordStatus === undefined || w.wordStatus === q.wordStatus),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || a.contentWord.localeCompare(b.contentWord));
  const start = (q.current - 1) * q.size;
  return { records: rows.slice(start, start + q.size), total: rows.length, current: q.current, size: q.size };
}

/** Adds words (active). All of them or none: a word already there (or given twice) refuses the lot. */
export async function saveWords(tenantId: string, account: string, words: string[], now = new Date()) {
  const existing = new Set((await allWords(tenantId)).map((w) => w.id));
  const ids = words.map(wordId);
  if (ids.some((id) => existing.has(id)) || new Set(ids).size !== ids.length) {
    throw new ConflictError('sensitive.exists');
  }
  await putWords(tenantId, account, words, now);
}

async function putWords(tenantId: string, account: string, words: string[], now: Date) {
  const createTime = now.toISOString();
  await sensitiveWord
    .put(
      words.map((contentWord) => ({
        tenantId,
        id: wordId(contentWord),
        contentWord,
        wordStatus: 1,
        createTime,
        createUser: account,
      })),
    )
    .go();
  forgetSensitiveWords(tenantId);
}

/** Changes a word's text: the word moves to the id of its new spelling (in one transaction). */
export async function updateWord(tenantId: string, id: string, contentWord: string) {
  const { data: old } = await sensitiveWord.get({ tenantId, id }).go();
  if (!old) throw new NotFoundError('sensitive.notFound');
  const newId = wordId(contentWord);
  if (newId === id) {
    await sensitiveWord.patch({ tenantId, id }).set({ contentWord }).go({ response: 'none' });
  } else {
    try {
      await transactWrite({
        word: txItem(sensitiveWord.create({ ...old, id: newId, contentWord })),
        old: txItem(sensitiveWord.delete({ tenantId, id }).where((attr, op) => op.exists(attr.contentWord))),
      });
    } catch (error) {
      if (error instanceof TransactionCancelledError && error.failedOn('word')) {
        throw new ConflictError('sensitive.exists');
      }
      if (error instanceof TransactionCancelledError && error.failedOn('old')) {
        throw new NotFoundError('sensitive.notFound');
      }
      throw error;
    }
  }
  forgetSensitiveWords(tenantId);
}

export async function setWordStatus(tenantId: string, id: string, wordStatus: 0 | 1) {
  try {
    await sensitiveWord.patch({ tenantId, id }).set({ wordStatus }).go({ response: 'none' });
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('sensitive.notFound');
    throw error;
  }
  forgetSensitiveWords(tenantId);
}

export async function removeWords(tenantId: string, ids: string[]) {
  await sensitiveWord.delete(ids.map((id) => ({ tenantId, id }))).go();
  forgetSensitiveWords(tenantId);
}

/** The import template: one word per row under a header. */
export async function wordTemplate(lang: Language): Promise<Buffer> {
  const header = [{ value: translate('sensitive.template.word', lang), fontWeight: 'bold' as const }];
  return writeXlsxFile([header], { columns: [{ width: 30 }] }).toBuffer();
}

/** Imports the first column of a sheet (header row skipped): new valid words are added, the rest counted. */
export async function importWords(
  tenantId: string,
  account: string,
  file: Buffer,
  now = new Date(),
): Promise<WordImportResult> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(file)) as unknown[][];
  } catch {
    throw new BadRequestError('sensitive.importFile');
  }
  const cells = rows
    .slice(1)
    .map((r) => String(r[0] ?? '').trim())
    .filter(Boolean);
  if (cells.length > IMPORT_MAX_ROWS) throw new BadRequestError('sensitive.tooMany');
  const seen = new Set((await allWords(tenantId)).map((w) => w.id));
  const fresh: string[] = [];
  let duplicate = 0;
  let invalid = 0;
  for (const cell of cells) {
    if (!sensitiveWordRule.safeParse(cell).success) {
      invalid += 1;
      continue;
    }
    const id = wordId(cell);
    if (seen.has(id)) {
      duplicate += 1;
      continue;
    }
    seen.add(id);
    fresh.push(cell);
  }
  if (fresh.length > 0) await putWords(tenantId, account, fresh, now);
  return { added: fresh.length, duplicate, invalid };
}
