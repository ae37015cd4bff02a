import { randomUUID } from 'node:crypto';
import type { GetCommandInput, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { percentile, round } from './stats.ts';

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * Runs inside a started local cloud (the functions' clients are bound to its endpoints).
 * Issue 4 figures: effective-permission evaluation 20 folders deep with grants on 5 ancestors
 * (p95 and DynamoDB requests per call), and a 5,000-member project's sorted page of 100 against the
 * raw index query for the same page.
 */
export async function projectFigures() {
  {
    const { dynamo } = await import('../../functions/src/lib/aws/dynamo.ts');
    const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { createUser } = await import('../../functions/src/account/users.ts');
    const { createProject, memberFromUser, projectStore } = await import(
      '../../functions/src/project/index.ts'
    );
    const { addMembers, listMembers } = projectStore;
    const { entrySigns, setEntryGrants } = await import('../../functions/src/access/index.ts');
    const { project: projectEntity } = await import('../../functions/src/entities/project.ts');
    const { projectMember } = await import('../../functions/src/entities/projectMember.ts');

    // Count every request the shared client sends.
    let requests = 0;
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCounter' },
    );

    const newUser = (name: string) =>
      createUser({
        tenantId: '000000',
        account: `${name}${randomUUID().slice(0, 6)}`,
        phone: `17${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        passwordHash: 'not-used',
        roleIds: ['2'],
        roleNames: ['user'],
        deptIds: ['1'],
      });
    const creator = await newUser('owner');
    const member = await newUser('member');
    const { project, groups } = await createProject(
      { tenantId: '000000', projectName: 'Bench', memo: '', isDefault: 0, avatar: '' },
      creator,
    );
    const readGroup = groups.find((g) => g.groupInit === 'read')!;
    await addMembers([memberFromUser(project.id, member, 'user', readGroup, new Date().toISOString())]);

    // A file 20 folders deep; grants on 5 of its ancestors (the nearest at depth 15).
    const folders: string[] = Array.from({ length: 20 }, () => randomUUID());
    const ancestorIds = [...folders].reverse().concat(project.id);
    for (const index of [2, 6, 10, 14, 15]) {
      await setEntryGrants(project.id, folders[index]!, {
        [readGroup.id]: ['viewDir', 'viewFile', 'downFile'],
      });
    }
    const entry = { id: randomUUID(), isFile: true, ancestorIds };
    const signs = await entrySigns(member.userId, project.id, entry);
    requests = 0;
    const evaluation = await timed(1000, () => entrySigns(member.userId, project.id, entry));
    const requestsPerCall = requests / 1000;
    const rawGet = await timed(1000, () =>
      dynamo.send(new GetCommand(projectEntity.get({ id: project.id }).params() as GetCommandInput)),
    );

    // 5,000 members written straight to the table (the API would take minutes), count kept in step.
    const big = await createProject(
      { tenantId: '000000', projectName: 'Big', memo: '', isDefault: 0, avatar: '' },
      creator,
    );
    const group = big.groups.find((g) => g.groupInit === 'read')!;
    const at = new Date().toISOString();
    const fakes = Array.from({ length: 5000 }, (_, i) =>
      memberFromUser(
        big.project.id,
        {
          ...member,
          userId: randomUUID(),
          account: `m${String(i).padStart(5, '0')}_${randomUUID().slice(0, 4)}`,
        },
        'user',
        group,
        at,
      ),
    );
    const written = await projectMember.put(fakes).go({ concurrency: 4 });
    if (written.unprocessed.length) throw new Error(`${written.unprocessed.length} members left unwritten`);
    await projectEntity.patch({ id: big.project.id }).set({ memberCount: 5001 }).go();
    const rawPage = () =>
      dynamo.send(
        new QueryCommand({
          ...(projectMember.query
            .projectByAccount({ projectId: big.project.id })
            .params() as QueryCommandInput),
          Limit: 100,
        }),
      );
    const productPage = () => listMembers(big.project.id, { current: 1, size: 100, order: 'asc' }, 5001);
    const first = await productPage();
    const raw = await rawPage();
    const samePage =
      JSON.stringify(first.records.map((r) => r.userId)) ===
      JSON.stringify((raw.Items ?? []).map((r) => r.userId));
    const second = await listMembers(
      big.project.id,
      { current: 2, size: 100, order: 'asc', cursor: first.cursor },
      5001,
    );
    const skipped = await listMembers(big.project.id, { current: 2, size: 100, order: 'asc' }, 5001);
    const cursorAgrees =
      JSON.stringify(second.records.map((r) => r.userId)) ===
      JSON.stringify(skipped.records.map((r) => r.userId));
    const productTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let r = 0; r < 5; r++) {
      productTimes.push(...(await timed(60, productPage)));
      rawTimes.push(...(await timed(60, rawPage)));
    }
    const page50 = await timed(20, () =>
      listMembers(big.project.id, { current: 50, size: 100, order: 'asc' }, 5001),
    );
    return {
      permissionEvaluation: {
        depth: 20,
        ancestorsWithGrants: 5,
        signs,
        p95Ms: round(percentile(evaluation, 95)),
        medianMs: round(percentile(evaluation, 50)),
        dynamoRequestsPerCall: requestsPerCall,
        rawGetItemP95Ms: round(percentile(rawGet, 95)),
        ratioP95VsOneGetItem: round(percentile(evaluation, 95) / percentile(rawGet, 95)),
      },
      memberList5000: {
        pageSize: 100,
        total: first.total,
        samePageAsRawQuery: samePage,
        cursorPageEqualsSkippedPage: cursorAgrees,
        productP95Ms: round(percentile(productTimes, 95)),
        rawQueryP95Ms: round(percentile(rawTimes, 95)),
        ratioP95: round(percentile(productTimes, 95) / percentile(rawTimes, 95)),
        page50WithoutCursorP95Ms: round(percentile(page50, 95)),
      },
    };
  }
}
