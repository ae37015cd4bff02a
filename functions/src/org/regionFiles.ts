import {
  REGION_CODE_LENGTHS,
  REGION_ROOT,
  type RegionView,
  regionLevel,
  regionParent,
} from '@loopline/shared/contracts/org';
import {
  REGION_EXPORT_MAX_ROWS,
  type RegionImportResult,
  type RegionImportRow,
  type RegionRowResult,
} from '@loopline/shared/contracts/regionFiles';
import { getMany } from '../entities/batch.ts';
import { region } from '../entities/region.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { RegionSheetRow } from './regionSheets.ts';

const key = (code: string) => ({ parentCode: regionParent(code), code });
const view = (r: RegionView): RegionView => ({
  code: r.code,
  parentCode: r.parentCode,
  name: r.name,
  regionLevel: r.regionLevel,
  sort: r.sort,
  remark: r.remark,
});

/** What is wrong with a row on its own (its format), or null. */
function rowProblem(r: RegionSheetRow): RegionRowResult | null {
  if (!/^\d+$/.test(r.code) || !(REGION_CODE_LENGTHS as readonly number[]).includes(r.code.length))
    return 'codeInvalid';
  if (r.name.length === 0 || r.name.length > 64) return 'nameInvalid';
  if (r.sort !== '' && !(/^\d+$/.test(r.sort) && Number(r.sort) <= 100_000)) return 'sortInvalid';
  if (r.remark.length > 255) return 'remarkTooLong';
  return null;
}

/**
 * Imports regions from sheet rows. Each row is checked on its own (format, repeated code), then in
 * code order so a region's parent may come from the same sheet; a region whose parent is neither
 * stored nor imported is skipped. Existing regions change only with `covered`. Every row's result is
 * answered; the accepted ones are written together at the end, so a failing check writes nothing.
 */
export async function importRegions(
  rows: readonly RegionSheetRow[],
  covered: boolean,
): Promise<RegionImportResult> {
  const results = new Map<number, RegionRowResult>();
  const seen = new Set<string>();
  const candidates: RegionSheetRow[] = [];
  for (const r of rows) {
    const problem = rowProblem(r) ?? (seen.has(r.code) ? 'repeated' : null);
    if (problem) results.set(r.row, problem);
    else candidates.push(r);
    if (!problem) seen.add(r.code);
  }
  const lookups = [...new Set(candidates.flatMap((r) => [r.code, regionParent(r.code)]))].filter(
    (c) => c !== REGION_ROOT,
  );
  const stored = new Set((await getMany(region, lookups.map(key))).map((r) => r.code));
  const known = new Set(stored);
  const writes: RegionView[] = [];
  candidates.sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code));
  for (const r of candidates) {
    const parentCode = regionParent(r.code);
    if (parentCode !== REGION_ROOT && !known.has(parentCode)) {
      results.set(r.row, 'parentMissing');
      continue;
    }
    known.add(r.code);
    if (stored.has(r.code) && !covered) {
      results.set(r.row, 'exists');
      continue;
    }
    results.set(r.row, stored.has(r.code) ? 'updated' : 'added');
    writes.push({
      code: r.code,
      parentCode,
      name: r.name,
      regionLevel: regionLevel(r.code),
      sort: r.sort === '' ? 0 : Number(r.sort),
      remark: r.remark,
    });
  }
  if (writes.length > 0) {
    const { unprocessed } = await region.put(writes).go();
    if (unprocessed.length > 0) throw new Error(`region import: ${unprocessed.length} regions not written`);
  }
  const answered: RegionImportRow[] = rows.map((r) => ({
    row: r.row,
    code: r.code,
    name: r.name,
    result: results.get(r.row) ?? 'codeInvalid',
  }));
  const count = (result: RegionRowResult) => answered.filter((r) => r.result === result).length;
  return {
    added: count('added'),
    updated: count('updated'),
    skipped: answered.length - count('added') - count('updated'),
    rows: answered,
  };
}

/** Children are read this many parents at a time. */
const PARALLEL_READS = 8;

/**
 * A region and everything under it (everything when `code` is the root), level by level through the
 * by-parent index (one query per region that can have children, never a scan), in code order.
 * More than REGION_EXPORT_MAX_ROWS is refused with a 400 asking for a smaller part.
 */
export async function exportRegions(code: string): Promise<RegionView[]> {
  const found: RegionView[] = [];
  if (code !== REGION_ROOT) {
    if (regionLevel(code) === 0) throw new BadRequestError('org.regionCodeInvalid');
    const own = await region.get(key(code)).go();
    if (!own.data) throw new NotFoundError('org.regionNotFound');
    found.push(view(own.data));
  }
  let parents = [code];
  while (parents.length > 0) {
    const next: RegionView[] = [];
    for (let i = 0; i < parents.length; i += PARALLEL_READS) {
      const batch = parents.slice(i, i + PARALLEL_READS);
      const levels = await Promise.all(
        batch.map((parentCode) => region.query.byParent({ parentCode }).go({ pages: 'all' })),
      );
      for (const level of levels) next.push(...level.data.map(view));
      if (found.length + next.length > REGION_EXPORT_MAX_ROWS)
        throw new BadRequestError('org.regionExportTooMany', { max: REGION_EXPORT_MAX_ROWS });
    }
    found.push(...next);
    parents = next.filter((r) => r.regionLevel < 5).map((r) => r.code);
  }
  return found.sort((a, b) => a.code.localeCompare(b.code));
}
