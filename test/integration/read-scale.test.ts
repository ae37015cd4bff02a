import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { functionsModule, newUser } from '../support/notices.ts';

/**
 * Reads over partitions larger than one DynamoDB read. DynamoDB applies `Limit` (ElectroDB's
 * `limit`) before the filter and a read stops after 1 MB, so a filtered list read with a small
 * limit or one page answers fewer matches than there are, none when they sit further on; and a
 * page read page by page costs one round trip per earlier page. Each case seeds one partition
 * straight into the table and asks the real route (or the service, where round trips are counted).
 */

type Entities = {
  entry: typeof import('../../functions/src/entities/entry.ts');
  feedback: typeof import('../../functions/src/entities/feedback.ts');
  notice: typeof import('../../functions/src/entities/notice.ts');
  platformNotice: typeof import('../../functions/src/entities/platformNotice.ts');
  sharePointer: typeof import('../../functions/src/entities/sharePointer.ts');
  uploadRecord: typeof import('../../functions/src/entities/uploadRecord.ts');
};
type Links = typeof import('../../functions/src/share/links.ts');
type Entries = typeof import('../../functions/src/file/entries.ts');
type FeedbackService = typeof import('../../functions/src/feedback/feedback.ts');
type Dynamo = typeof import('../../functions/src/lib/aws/dynamo.ts');

let entities: Entities;
const tag = Date.now().toString(36);

/** A stored item as the entity writes it (keys, index keys, tags and derived attributes). */
function itemOf(entity: { put(record: never): { params(): unknown } }, record: object) {
  return (entity.put(record as never).params() as { Item: Record<string, unknown> }).Item;
}

async function batchWrite(requests: Record<string, unknown>[]) {
  const { client, table } = testDb();
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(i, i + 25);
    while (pending?.length) {
      const out = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending as never } }));
      pending = out.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
    }
  }
}

const seed = (items: Record<string, unknown>[]) =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/** An ISO time `seconds` after a fixed moment, so the seeded items sort the way each case needs. */
const at = (base: string, seconds: number) => new Date(Date.parse(base) + seconds * 1000).toISOString();

beforeAll(async () => {
  const [entry, feedback, notice, platformNotice, sharePointer, uploadRecord] = await Promise.all([
    functionsModule<Entities['entry']>('entities/entry'),
    functionsModule<Entities['feedback']>('entities/feedback'),
    functionsModule<Entities['notice']>('entities/notice'),
    functionsModule<Entities['platformNotice']>('entities/platformNotice'),
    functionsModule<Entities['sharePointer']>('entities/sharePointer'),
    functionsModule<Entities['uploadRecord']>('entities/uploadRecord'),
  ]);
  entities = { entry, feedback, notice, platformNotice, sharePointer, uploadRecord };
});

describe('a filtered list over a long upload list', () => {
  let user: Tokens;

  beforeAll(async () => {
    user = await newUser();
    // 520 parse lines: the 10 oldest failed, the 510 newer succeeded.
    const { uploadRecord } = entities.uploadRecord;
    await seed(
      Array.from({ length: 520 }, (_, i) =>
        itemOf(uploadRecord, {
          userId: user.user_id,
          id: `0000${String(i).padStart(5, '0')}${tag}`,
          fileType: 'load',
          createTime: at('2026-01-01T00:00:00Z', i),
          fileName: `model-${i}.ifc`,
          modelStatus: i < 10 ? 'fail' : 'success',
        }),
      ),
    );
  });

  it('answers the failed lines behind 500 newer ones', async () => {
    const res = await call<{ fileName: string; modelStatus: string }[]>(
      '/api/cloud/file/upload/list/queryLoadList',
      { token: user.access_token, body: { modelStatus: 'fail' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.fileName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `model-${9 - i}.ifc`),
    );
  });

  it('still answers the newest 500 lines without a status', async () => {
    const res = await call<{ fileName: string }[]>('/api/cloud/file/upload/list/queryLoadList', {
      token: user.access_token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(500);
    expect(res.body.data[0]?.fileName).toBe('model-519.ifc');
    expect(res.body.data[499]?.fileName).toBe('model-20.ifc');
  });
});

describe('the notice dialog behind many expired notices', () => {
  let user: Tokens;
  const platformId = `rs${tag}`;

  beforeAll(async () => {
    user = await newUser();
    const { platformNotice } = entities.platformNotice;
    const { notice } = entities.notice;
    const text = { title: 'Still valid', titleEn: 'Still valid', content: 'c', contentEn: 'c' };
    // An unpublished platform notice: its text is read by id, and no delivery catches it up.
    const platform = itemOf(platformNotice, {
      id: platformId,
      tenantId: '000000',
      ...text,
      languages: ['zh', 'en'],
      status: 0,
      createTime: '2026-01-01T00:00:00.000Z',
      updateTime: '2026-01-01T00:00:00.000Z',
      createUser: 'admin',
      createUserName: 'admin',
    });
    // The user's copy of it, still valid, older than 250 copies that have expired.
    const copies = Array.from({ length: 251 }, (_, i) => {
      const id = `0000${String(i).padStart(5, '0')}${tag}`;
      return itemOf(notice, {
        userId: user.user_id,
        id,
        popUpId: id,
        unreadId: id,
        tenantId: '000000',
        category: 19,
        content: '',
        relContent: platformId,
        status: 0,
        createTime: at('2026-01-01T00:00:00Z', i),
        termType: 'web',
        platformNoticeId: platformId,
        endTime: i === 0 ? '2999-01-01T00:00:00.000Z' : '2026-01-02T00:00:00.000Z',
      });
    });
    await seed([platform, ...copies]);
  });

  it('shows the valid notice', async () => {
    const res = await call<{ id: string; noticeId: string; endTime: string }[]>(
      '/api/cloud/notice/setting/queryNoticePop',
      { token: user.access_token },
    );
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((n) => n.noticeId === platformId);
    expect(mine.map((n) => n.id)).toEqual([`000000000${tag}`]);
  });
});

describe("the feedback export over a tenant's large feedback partition", () => {
  let feedbackService: FeedbackService;
  const tenantId = `rs-tenant-${tag}`;
  const needle = `needle${tag}`;

  beforeAll(async () => {
    feedbackService = await functionsModule<FeedbackService>('feedback/feedback');
    const { feedback } = entities.feedback;
    // Three matches older than 177 other feedbacks, in a tenant of their own.
    await seed(
      Array.from({ length: 180 }, (_, i) => {
        const createTime = at(i < 3 ? '2001-01-01T00:00:00Z' : '2002-01-01T00:00:00Z', i);
        return itemOf(feedback, {
          id: `rs${tag}${String(i).padStart(4, '0')}`,
          tenantId,
          userId: `rs-user-${tag}`,
          account: `rs-account-${tag}`,
          userName: 'Read scale',
          feedback: i < 3 ? `Match ${i} ${needle}` : `Other ${i}`,
          emerg: 0,
          client: 'web',
          email: '',
          pictures: [],
          createTime,
          updateTime: createTime,
          replyStatus: 0,
          lastItem: 'none',
          itemCount: 0,
        });
      }),
    );
  });

  // The export's cap (10,000) stands for DynamoDB's 1 MB read, which DynamoDB Local counts after the
  // filter (so a filtered read of it never stops short there); a cap of 50 over 180 shows the same.
  it('exports every match of a keyword, however far into the partition', async () => {
    const caller = { tenantId } as Parameters<FeedbackService['allFeedback']>[0];
    const found = await feedbackService.allFeedback(caller, { keyword: needle, ascending: false }, 50);
    expect(found.map((f) => f.feedback)).toEqual([2, 1, 0].map((i) => `Match ${i} ${needle}`));
    const newest = await feedbackService.allFeedback(caller, { ascending: false }, 50);
    expect(newest.map((f) => f.feedback)).toEqual(Array.from({ length: 50 }, (_, i) => `Other ${179 - i}`));
  });
});

/** Round trips of the functions' own client in this process (services called directly). */
let queries = 0;
beforeAll(async () => {
  const { dynamo } = await functionsModule<Dynamo>('lib/aws/dynamo');
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'QueryCommand') queries++;
      return next(args);
    },
    { step: 'initialize', name: 'countReadScaleQueries' },
  );
});

describe("a page of a user's shares", () => {
  let links: Links;
  const userId = `rs-sharer-${tag}`;

  beforeAll(async () => {
    links = await functionsModule<Links>('share/links');
    const { sharePointer } = entities.sharePointer;
    await seed(
      Array.from({ length: 300 }, (_, i) =>
        itemOf(sharePointer, {
          userId,
          box: 'SHARESENT',
          createTime: at('2026-01-01T00:00:00Z', i),
          linkId: `link${String(i).padStart(4, '0')}`,
        }),
      ),
    );
  });

  it('reads page 25 in a couple of round trips, not one per earlier page', async () => {
    queries = 0;
    const page = await links.pointerPage(userId, 'send', 25, 10);
    expect(page.total).toBe(300);
    // Newest first: page 25 holds the 241st to 250th newest, links 59 down to 50.
    expect(page.ids).toEqual(Array.from({ length: 10 }, (_, i) => `link${String(59 - i).padStart(4, '0')}`));
    // The count's read and the page's.
    expect(queries).toBeLessThanOrEqual(3);
  });

  it('answers no ids past the last page', async () => {
    const page = await links.pointerPage(userId, 'send', 31, 10);
    expect(page).toEqual({ ids: [], total: 300 });
  });
});

describe('a page number of a large folder without a cursor', () => {
  let entries: Entries;
  const projectId = `rs-project-${tag}`;
  const folderId = `rs-folder-${tag}`;

  beforeAll(async () => {
    entries = await functionsModule<Entries>('file/entries');
    const { entry } = entities.entry;
    // 120 folders and 180 files, named so that every order agrees with the names.
    await seed(
      Array.from({ length: 300 }, (_, i) =>
        itemOf(entry, {
          projectId,
          id: `e${String(i).padStart(4, '0')}${tag}`,
          parentId: folderId,
          ancestorIds: [projectId, folderId],
          isFile: i < 120 ? 0 : 1,
          fileName: `name ${String(i).padStart(4, '0')}`,
          fileSize: i,
          time: at('2026-01-01T00:00:00Z', i),
          ownerId: 'rs-owner',
          publishStatus: '0',
        }),
      ),
    );
  });

  /** Page `current` as the client reaches it, cursor after cursor. */
  async function walked(asc: boolean, current: number) {
    let cursor: string | undefined;
    for (let p = 1; p < current; p++)
      cursor = (await entries.childrenPage(projectId, folderId, 'name', asc, 10, cursor)).cursor;
    return entries.childrenPage(projectId, folderId, 'name', asc, 10, cursor);
  }

  for (const asc of [true, false]) {
    it(`reads page 25 ${asc ? 'ascending' : 'descending'} in a few round trips, the same page as by cursors`, async () => {
      queries = 0;
      const page = await entries.childrenPage(projectId, folderId, 'name', asc, 10, undefined, 240);
      // Ascending: folders and files in one query; descending: the folders', then the files'.
      expect(queries).toBeLessThanOrEqual(3);
      const expected = await walked(asc, 25);
      expect(page.entries.map((e) => e.fileName)).toEqual(expected.entries.map((e) => e.fileName));
      expect(page.cursor).toBe(expected.cursor);
      // Folders first in both directions: page 25 of 30 is among the files.
      expect(page.entries[0]?.isFile).toBe(1);
    });
  }

  it('answers nothing past the last child', async () => {
    const page = await entries.childrenPage(projectId, folderId, 'name', true, 10, undefined, 300);
    expect(page).toEqual({ entries: [], cursor: undefined });
  });
});
