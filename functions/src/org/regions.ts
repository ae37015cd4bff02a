import {
  REGION_ROOT,
  type RegionNode,
  type RegionView,
  regionLevel,
  regionParent,
} from '@loopline/shared/contracts/org';
import { region } from '../entities/region.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';

const view = (r: RegionView): RegionView => ({
  code: r.code,
  parentCode: r.parentCode,
  name: r.name,
  regionLevel: r.regionLevel,
  sort: r.sort,
  remark: r.remark,
});

async function childrenOf(parentCode: string): Promise<RegionView[]> {
  const { data } = await region.query.byParent({ parentCode }).go({ pages: 'all' });
  return data.map(view).sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
}

/** region/select?code=: the regions directly under one (the provinces under REGION_ROOT). */
export const regionSelect = (code: string) => childrenOf(code);

/** lazy-tree: one level, each region saying whether it has children (a village never has). */
export async function regionLazyTree(parentCode: string): Promise<RegionNode[]> {
  const children = await childrenOf(parentCode);
  const hasChildren = await Promise.all(
    children.map(
      async (c) =>
        c.regionLevel < 5 &&
        (await region.query.byParent({ parentCode: c.code }).go({ limit: 1 })).data.length > 0,
    ),
  );
  return children.map((c, i) => ({ ...c, hasChildren: hasChildren[i] ?? false }));
}

export async function regionDetail(code: string): Promise<RegionView> {
  const { data } = await region.get({ parentCode: regionParent(code), code }).go();
  if (!data) throw new NotFoundError('org.regionNotFound');
  return view(data);
}

/** Adds or changes a region; its level and parent follow from its code, and the parent must exist. */
export async function submitRegion(input: { code: string; name: string; sort: number; remark: string }) {
  const parentCode = regionParent(input.code);
  if (parentCode !== REGION_ROOT) {
    const parent = await region.get({ parentCode: regionParent(parentCode), code: parentCode }).go();
    if (!parent.data) throw new BadRequestError('org.regionParentMissing');
  }
  const record: RegionView = { ...input, parentCode, regionLevel: regionLevel(input.code) };
  await region.put(record).go();
  return view(record);
}

/** Removes a region with nothing under it. */
export async function removeRegion(code: string) {
  await regionDetail(code);
  const below = await region.query.byParent({ parentCode: code }).go({ limit: 1 });
  if (below.data.length > 0) throw new BadRequestError('org.regionHasChildren');
  await region.delete({ parentCode: regionParent(code), code }).go();
}
