import { randomUUID } from 'node:crypto';
import { percentile, round } from './stats.ts';

/** A build's folder listing, as files.bench.ts calls it (listEntries of file/service.ts). */
// biome-ignore lint/suspicious/noExplicitAny: another checkout's listEntries, whose types are its own
export type ListEntries = (caller: any, query: any) => Promise<unknown>;

/** JSON with every object's keys sorted: the same answer whatever order the attributes came in. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Calls each side `n` times, taking turns call by call (which side goes first rotates), and gives
 * each side's wall time and process CPU (user + system) per call, in ms.
 */
async function interleaved(sides: Record<string, () => Promise<unknown>>, n: number) {
  const names = Object.keys(sides);
  const out: Record<string, { wall: number[]; cpu: number[] }> = {};
  for (const name of names) out[name] = { wall: [], cpu: [] };
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length]!;
      const c = process.cpuUsage();
      const t = performance.now();
      await sides[name]!();
      const wall = performance.now() - t;
      const used = process.cpuUsage(c);
      out[name]!.wall.push(wall);
      out[name]!.cpu.push((used.user + used.system) / 1000);
    }
  }
  return out;
}

async function timed(n: number, fn: () => Promise<unknown>, cpu?: number[]): Promise<number[]> {
  const times: number[] = [];
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  // Process CPU per call (this process holds the local cloud too, so the table's side is in it).
  const used = process.cpuUsage(start);
  cpu?.push((used.user + used.system) / 1000 / n);
  return times;
}

/**
 * Runs inside a started local cloud (the functions' clients are bound to its endpoints).
 * Issue 5 figures: a folder of 10,000 entries (100 folders, 9,900 files); p95 of the product's page
 * of 50 (membership, folder, page, count and the batched permission evaluation) for each sort order
 * in both directions against the raw index query of the same page (`product`: the same member
 * listing again, as paging does; `cold`: with the item cache emptied first, a first listing; `cursor`:
 * the second page by its cursor), and a name search against the
 * raw query of the project's partition with the same filter. p50, p95 and process CPU per call are
 * given for each. `baselineListing`, when given, is another build's listEntries (e.g. main's, see
 * files.run.ts) measured on the same folder in the same interleaved rounds, as `before`.
 */
export async function fileFigures(count = 10_000, reps = 3, baselineListing?: ListEntries) {
  const log = (m: string) => process.stderr.write(`${new Date().toISOString()} files bench: ${m}\n`);
  const { dynamo, tableName } = await import('../../functions/src/lib/aws/dynamo.ts');
  const { BatchWriteCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createUser } = await import('../../functions/src/account/users.ts');
  const { createProject, memberFromUser, projectStore } = await import(
    '../../functions/src/project/index.ts'
  );
  const { setEntryGrants } = await import('../../functions/src/access/index.ts');
  const { addMembers } = projectStore;
  const { newFolder, ORDERS } = await import('../../functions/src/file/model.ts');
  const { storedItem } = await import('../../functions/src/entities/commit.ts');
  const { entry } = await import('../../functions/src/entities/entry.ts');
  const { folderCount } = await import('../../functions/src/entities/folderCount.ts');
  const { listEntries } = await import('../../functions/src/file/service.ts');
  const { forgetCachedItems } = await import('../../functions/src/entities/cachedGet.ts');
  const { QueryCommand: RawQuery } = await import('@aws-sdk/lib-dynamodb');
  /** The raw baseline: every item a query matches, following LastEvaluatedKey. */
  const queryAll = async (input: ConstructorParameters<typeof RawQuery>[0]) => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await dynamo.send(new RawQuery({ ...input, ExclusiveStartKey: startKey }));
      items.push(...(out.Items ?? []));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return items;
  };

  const newUser = (name: string) =>
    createUser({
      tenantId: '000000',
      account: `${name}${randomUUID().slice(0, 6)}`,
      phone: `16${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      passwordHash: 'not-used',
      roleIds: ['2'],
      roleNames: ['user'],
      deptIds: ['1'],
    });
  const creator = await newUser('fowner');
  const member = await newUser('fmember');
  const { project, groups } = await createProject(
    { tenantId: '000000', projectName: 'Files bench', memo: '', isDefault: 0, avatar: '' },
    creator,
  );
  const readGroup = groups.find((g) => g.groupInit === 'read')!;
  await addMembers([memberFromUser(project.id, member, 'user', readGroup, new Date().toISOString())]);

  // The measured folder sits 3 levels down, with grants on its parent (the member is a read member).
  const root = { id: project.id, ancestorIds: [] as string[] };
  const a = newFolder(project.id, root, randomUUID(), 'A', creator);
  const b = newFolder(project.id, a, randomUUID(), 'B', creator);
  const dir = newFolder(project.id, b, randomUUID(), 'Big', creator);
  await setEntryGrants(project.id, b.id, { [readGroup.id]: ['viewDir', 'viewFile', 'downFile'] });
  const base = Date.parse('2026-01-01T00:00:00Z');
  const children = Array.from({ length: count }, (_, i) => {
    const folder = newFolder(project.id, dir, randomUUID(), `entry ${String(i).padStart(5, '0')}`, creator);
    return i < 100
      ? folder
      : {
          ...folder,
          isFile: 1 as const,
          fileName: `file ${String(i).padStart(5, '0')}.dwg`,
          fileSuffix: 'dwg',
          fileSize: (i * 7919) % 1_000_000,
          time: new Date(base + ((i * 104_729) % 10_000_000)).toISOString(),
          publishStatus: i % 3 ? ('0' as const) : ('1' as const),
        };
  });
  const items: Record<string, unknown>[] = [a, b, dir, ...children].map((e) => storedItem(entry.put(e)));
  items.push(storedItem(folderCount.put({ projectId: project.id, folderId: dir.id, children: count })));
  log(`writing ${items.length} entries`);
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
      [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
    }
  }

  log('listing');
  const caller = {
    userId: member.userId,
    tenantId: '000000',
    sessionId: 'bench',
    account: member.account,
    roles: ['user'],
    isAdmin: false,
    deptId: '1',
    roleId: '2',
    clientId: 'web',
  };
  const part = `DIR#${project.id}#${dir.id}`;
  const orders = Object.keys(ORDERS) as (keyof typeof ORDERS)[];
  const listing: Record<string, unknown> = {};
  // Warm every side's code (JIT, SDK clients, connections) before the first order is timed; it
  // used to fall on whichever order came first (size asc).
  for (let i = 0; i < 30; i++) {
    const q = { projectId: project.id, dirId: dir.id, order: orders[i % orders.length]!, asc: i % 2 === 0 };
    await listEntries(caller, { ...q, current: 1, size: 50 });
    if (baselineListing) await baselineListing(caller, { ...q, current: 1, size: 50 });
  }
  for (const order of orders) {
    for (const asc of [true, false]) {
      const index = ORDERS[order];
      // The same member listing the folder again (as paging, sorting and coming back do): the
      // access items are in the item cache unless a second has passed since they were read.
      const product = () =>
        listEntries(caller, { projectId: project.id, dirId: dir.id, order, asc, current: 1, size: 50 });
      // A first listing: nothing in the item cache (it reads membership, project, folder, count and
      // summary beside the page, and leaves them cached for the sides after it).
      const cold = () => {
        forgetCachedItems();
        return product();
      };
      const raw = () =>
        dynamo.send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: index,
            KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :f)`,
            ExpressionAttributeValues: { ':pk': part, ':f': '0#' },
            ScanIndexForward: asc,
            Limit: 51,
          }),
        );
      const first = await product();
      const second = await listEntries(caller, {
        projectId: project.id,
        dirId: dir.id,
        order,
        asc,
        current: 2,
        size: 50,
        cursor: first.cursor,
      });
      const before = baselineListing
        ? () =>
            baselineListing(caller, {
              projectId: project.id,
              dirId: dir.id,
              order,
              asc,
              current: 1,
              size: 50,
            })
        : undefined;
      if (before) {
        // The same answer from both builds, or the comparison means nothing.
        const theirs = (await before()) as { records: unknown[]; total: number; cursor?: string };
        if (canonical(theirs.records) !== canonical(first.records) || theirs.total !== first.total)
          throw new Error(`files bench: the baseline answers ${order} ${asc} differently`);
      }
      const cursorPage = () =>
        listEntries(caller, {
          projectId: project.id,
          dirId: dir.id,
          order,
          asc,
          current: 2,
          size: 50,
          cursor: first.cursor,
        });
      // The sides take turns call by call (the first side rotating), so a busy spell of the shared
      // machine falls on all of them alike rather than on one side's block of calls.
      const sides = { product, cold, cursor: cursorPage, raw, ...(before ? { before } : {}) };
      const samples = await interleaved(sides, reps * 20);
      const productTimes = samples.product!.wall;
      const coldTimes = samples.cold!.wall;
      const cursorTimes = samples.cursor!.wall;
      const rawTimes = samples.raw!.wall;
      const beforeTimes = samples.before?.wall ?? [];
      const cpu = {
        product: samples.product!.cpu,
        raw: samples.raw!.cpu,
        before: samples.before?.cpu ?? [],
      };
      log(`${order} ${asc}`);
      const p50 = (t: number[]) => round(percentile(t, 50));
      const cpuMs = (c: number[]) => round(percentile(c, 50));
      listing[`${order} ${asc ? 'asc' : 'desc'}`] = {
        total: first.total,
        firstPage: first.records.length,
        secondPage: second.records.length,
        foldersFirst: first.records.every((r) => r.isFile === 0),
        productP50Ms: p50(productTimes),
        productP95Ms: round(percentile(productTimes, 95)),
        productCpuMs: cpuMs(cpu.product),
        coldP50Ms: p50(coldTimes),
        coldRatioP50: round(percentile(coldTimes, 50) / percentile(rawTimes, 50)),
        cursorPageP50Ms: p50(cursorTimes),
        cursorPageP95Ms: round(percentile(cursorTimes, 95)),
        cursorRatioP50: round(percentile(cursorTimes, 50) / percentile(rawTimes, 50)),
        rawQueryP50Ms: p50(rawTimes),
        rawQueryP95Ms: round(percentile(rawTimes, 95)),
        rawQueryCpuMs: cpuMs(cpu.raw),
        ratioP50: round(percentile(productTimes, 50) / percentile(rawTimes, 50)),
        ratioP95: round(percentile(productTimes, 95) / percentile(rawTimes, 95)),
        ...(before
          ? {
              beforeP50Ms: p50(beforeTimes),
              beforeP95Ms: round(percentile(beforeTimes, 95)),
              beforeCpuMs: cpuMs(cpu.before),
              beforeRatioP50: round(percentile(beforeTimes, 50) / percentile(rawTimes, 50)),
            }
          : {}),
      };
    }
  }

  const search = () =>
    listEntries(caller, {
      projectId: project.id,
      dirId: project.id,
      order: 'name',
      asc: true,
      fileName: 'FILE 012',
      current: 1,
      size: 50,
    });
  const rawSearch = () =>
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: 'contains(nameLower, :q)',
      ExpressionAttributeValues: { ':pk': `PROJECT#${project.id}`, ':sk': 'ENTRY#', ':q': 'file 012' },
    });
  const found = await search();
  const searchTimes: number[] = [];
  const rawSearchTimes: number[] = [];
  for (let r = 0; r < reps; r++) {
    searchTimes.push(...(await timed(10, search)));
    rawSearchTimes.push(...(await timed(10, rawSearch)));
  }
  return {
    folderEntries: count,
    pageSize: 50,
    listing,
    nameSearch: {
      matches: found.total,
      productP95Ms: round(percentile(searchTimes, 95)),
      rawQueryP95Ms: round(percentile(rawSearchTimes, 95)),
      ratioP95: round(percentile(searchTimes, 95) / percentile(rawSearchTimes, 95)),
    },
  };
}
