import {
  FUNCTION_ITEM_CODES,
  type FunctionItem,
  type FunctionItemCode,
  isSwitchItem,
} from '@loopline/shared/contracts/equityAdmin';
import { functionItem } from '../entities/functionItem.ts';
import { transactWrite, txItem } from '../entities/transaction.ts';

/**
 * Function items: the equity codes the product enforces (spec 2 §3), as the back office names, orders
 * and publishes them. The codes are fixed by the code that enforces them; only their presentation and
 * publish state are data. A withdrawn item leaves the member centre's comparison, and a withdrawn
 * switch is granted by no tier (the limits keep applying: every account has one).
 */
const DEFAULT_NAMES: Record<FunctionItemCode, [string, string, string, string]> = {
  storage: ['存储空间', 'Storage', '可存放的文件总量', 'Total size of the files you can keep'],
  parse: [
    '模型解析次数',
    'Model parses',
    '每次开通获得的模型解析次数',
    'Model parses granted with each activation',
  ],
  project: ['项目数', 'Projects', '可创建的项目数量', 'Projects you can create'],
  projectUserNum: [
    '项目成员数',
    'Members per project',
    '每个项目可加入的成员数',
    'Members one project can hold',
  ],
  downSpeed: ['解析模型下载', 'Parsed model download', '下载解析后的模型', 'Download parsed models'],
  downAnalysis: ['极速下载', 'Speed download', '下载轻量化后的模型', 'Download upgraded models'],
  exclusiveAnalyze: [
    '专属解析通道',
    'Exclusive parsing channel',
    '使用专属的解析队列',
    'Parses run on a dedicated queue',
  ],
  priorityFile: [
    '文件优先处理',
    'Priority file processing',
    '文件转换优先排队',
    'Your conversions are queued first',
  ],
};

export const DEFAULT_FUNCTION_ITEMS: FunctionItem[] = FUNCTION_ITEM_CODES.map((id, index) => {
  const [name, nameEn, description, descriptionEn] = DEFAULT_NAMES[id];
  return {
    id,
    kind: isSwitchItem(id) ? 'switch' : 'quota',
    name,
    nameEn,
    description,
    descriptionEn,
    sort: index + 1,
    status: 1,
  };
});

const byOrder = (a: FunctionItem, b: FunctionItem) =>
  a.sort - b.sort || FUNCTION_ITEM_CODES.indexOf(a.id) - FUNCTION_ITEM_CODES.indexOf(b.id);

/** Every function item in order, stored ones over the defaults: one query of the membership partition. */
export async function allFunctionItems(): Promise<FunctionItem[]> {
  const { data } = await functionItem.query.byId({}).go({ pages: 'all' });
  const stored = new Map(data.map((row) => [row.id, row]));
  return DEFAULT_FUNCTION_ITEMS.map((item) => {
    const row = stored.get(item.id);
    if (!row) return item;
    return {
      id: item.id,
      kind: item.kind,
      name: row.name,
      nameEn: row.nameEn,
      description: row.description,
      descriptionEn: row.descriptionEn,
      sort: row.sort,
      status: row.status === 1 ? 1 : 0,
    } satisfies FunctionItem;
  }).sort(byOrder);
}

export async function listFunctionItems(filter: { name?: string; status?: number }) {
  const needle = filter.name?.toLowerCase();
  return (await allFunctionItems()).filter(
    (item) =>
      (!needle || `${item.name} ${item.nameEn} ${item.id}`.toLowerCase().includes(needle)) &&
      (filter.status === undefined || item.status === filter.status),
  );
}

export async function updateFunctionItem(
  change: Pick<FunctionItem, 'id' | 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'sort'>,
): Promise<FunctionItem> {
  const current = (await allFunctionItems()).find((item) => item.id === change.id) as FunctionItem;
  const next: FunctionItem = { ...current, ...change };
  const { kind: _kind, ...stored } = next;
  await functionItem.put(stored).go();
  return next;
}

/** Publishes or withdraws items, all in one transaction. */
export async function publishFunctionItems(ids: FunctionItemCode[], status: 0 | 1): Promise<void> {
  const items = await allFunctionItems();
  await transactWrite(
    Object.fromEntries(
      [...new Set(ids)].map((id) => {
        const { kind: _kind, ...stored } = items.find((item) => item.id === id) as FunctionItem;
        return [id, txItem(functionItem.put({ ...stored, status }))];
      }),
    ),
  );
}

/** The switches no tier grants now, because the back office withdrew them. */
export async function withdrawnSwitches(): Promise<Set<FunctionItemCode>> {
  const items = await allFunctionItems();
  return new Set(items.filter((i) => i.kind === 'switch' && i.status === 0).map((i) => i.id));
}
