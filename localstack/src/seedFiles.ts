import { createHash, randomUUID } from 'node:crypto';

/** Small demo content written by the seed (the repository carries no sample binaries). */
const PUMP_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" font-family="sans-serif">
  <rect width="640" height="360" fill="#fff"/>
  <path d="M40 180 H210 M330 180 H600" stroke="#1b4f8a" stroke-width="4" fill="none"/>
  <circle cx="270" cy="180" r="60" fill="#e8f1fb" stroke="#1b4f8a" stroke-width="4"/>
  <path d="M240 150 L310 180 L240 210 Z" fill="#1b4f8a"/>
  <text x="270" y="270" text-anchor="middle" font-size="22">P-101</text>
  <circle cx="470" cy="110" r="26" fill="#fff" stroke="#b3261e" stroke-width="3"/>
  <text x="470" y="106" text-anchor="middle" font-size="12">FT</text>
  <text x="470" y="121" text-anchor="middle" font-size="12">101</text>
  <path d="M470 136 V180" stroke="#b3261e" stroke-width="2" stroke-dasharray="6 4"/>
  <text x="40" y="160" font-size="14">6"-CW-1001</text>
</svg>
`;
const README = `Demo plant\n\nThis project shows how Loopline keeps drawings, models and documents together.\nUpload your own files with the Upload button; drag them onto folders to move them.\n`;
const EQUIPMENT = `Tag,Description,Service,Design pressure (bar)\nP-101,Cooling water pump,CW,10\nFT-101,Flow transmitter,CW,16\nV-201,Buffer vessel,CW,6\n`;

/** The demo project's folders (the collaboration seed grants a group rights on them). */
export const DEMO_FOLDERS = { drawings: 'Drawings', documents: 'Documents' } as const;

const DEMO_FILES: { folder: string; name: string; content: string }[] = [
  { folder: DEMO_FOLDERS.drawings, name: 'P-101 pump layout.svg', content: PUMP_SVG },
  { folder: DEMO_FOLDERS.documents, name: 'Readme.txt', content: README },
  { folder: DEMO_FOLDERS.documents, name: 'Equipment list.csv', content: EQUIPMENT },
];

/**
 * Puts the demo files into a project as an upload would: the bytes in S3, a verified stored object,
 * the entry with its unique name, the owner's storage charged and the object referenced.
 */
export async function seedDemoFiles(
  projectId: string,
  user: { userId: string; account: string; tenantId: string },
) {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const { transactWrite } = await import('@loopline/functions/entities/transaction');
  const { s3, filesBucket } = await import('@loopline/functions/lib/aws/s3');
  const { insertEntry, insertEntryItems } = await import('@loopline/functions/file/entries');
  const { newFolder, suffixOf } = await import('@loopline/functions/file/model');
  const { quotaOf, reserveStorageItem } = await import('@loopline/functions/membership/quota');
  const { markVerified, referenceItem, registerObject } = await import('@loopline/functions/objects/index');

  const root = { id: projectId, ancestorIds: [] as string[] };
  const folders = new Map<string, { id: string; ancestorIds: string[] }>();
  for (const name of new Set(DEMO_FILES.map((f) => f.folder))) {
    const folder = newFolder(projectId, root, randomUUID(), name, user);
    await insertEntry(folder);
    folders.set(name, folder);
  }
  for (const file of DEMO_FILES) {
    const bytes = Buffer.from(file.content);
    const md5 = createHash('md5').update(bytes).digest('hex');
    const objectId = randomUUID();
    const s3Key = `uploads/${user.userId}/${objectId}`;
    await s3.send(new PutObjectCommand({ Bucket: filesBucket(), Key: s3Key, Body: bytes }));
    const object = await registerObject({
      objectId,
      s3Key,
      size: bytes.length,
      md5,
      uploaderId: user.userId,
    });
    await markVerified(object, md5);
    const parent = folders.get(file.folder)!;
    const entry = {
      ...newFolder(projectId, parent, randomUUID(), file.name, user),
      isFile: 1 as const,
      fileSuffix: suffixOf(file.name),
      fileSize: bytes.length,
      fileId: objectId,
      md5,
    };
    const quota = await quotaOf(user.userId, user.tenantId);
    await transactWrite({
      ...insertEntryItems(entry),
      storage: reserveStorageItem(user.userId, bytes.length, quota.storageTotal),
      object: referenceItem(objectId, false),
    });
  }
}
