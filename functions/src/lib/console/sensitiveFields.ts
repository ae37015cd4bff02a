/**
 * The text users write that must not carry a sensitive word (issue 19 item 5), by route: what of the
 * validated body is checked and how the refusal names it. Kept here, in one table the pipeline reads,
 * so the domains' handlers stay as they are. Teams have no names and share links no titles in this
 * product, so there is nothing of theirs to check.
 */
export type TextKind =
  | 'projectName'
  | 'description'
  | 'groupName'
  | 'fileName'
  | 'folderName'
  | 'feedback'
  | 'notice';

type Pick = (body: Record<string, unknown>) => unknown;
const field =
  (name: string): Pick =>
  (body) =>
    body[name];
/** insertFeedback posts its fields as a JSON string `param` inside the multipart form. */
const multipartJson =
  (name: string): Pick =>
  (body) => {
    const param = (body.fields as Record<string, unknown> | undefined)?.param;
    if (typeof param !== 'string') return undefined;
    try {
      return (JSON.parse(param) as Record<string, unknown>)[name];
    } catch {
      return undefined;
    }
  };

export const SENSITIVE_FIELDS: Record<string, readonly [TextKind, Pick][]> = {
  'POST /api/cloud/project/save': [
    ['projectName', field('projectName')],
    ['description', field('memo')],
  ],
  'POST /api/cloud/project/update': [
    ['projectName', field('projectName')],
    ['description', field('memo')],
  ],
  'POST /api/cloud/project/group/save': [
    ['groupName', field('groupName')],
    ['description', field('memo')],
  ],
  'POST /api/cloud/project/group/update': [
    ['groupName', field('groupName')],
    ['description', field('memo')],
  ],
  'POST /api/cloud/file/dir/save': [['folderName', field('dirName')]],
  'POST /api/cloud/file/dir/updateName': [['fileName', field('dirName')]],
  'POST /api/cloud/file/checkFile': [['fileName', field('fileName')]],
  'POST /api/cloud/file/info/uploadFileSave': [['fileName', field('fileName')]],
  'POST /api/cloud/file/info/uploadModelZipSave': [['fileName', field('fileName')]],
  'POST /api/cloud/file/checkFileName': [['fileName', field('fileName')]],
  'POST /api/cloud/file/uploadLocalFile': [['fileName', field('fileName')]],
  'POST /api/cloud/feedback/save': [['feedback', field('feedback')]],
  'POST /api/cloud/feedback/insertFeedback': [['feedback', multipartJson('feedback')]],
  'POST /api/cloud/feedback/replyReply': [['feedback', field('content')]],
  'POST /api/cloud/feedback/reply': [['feedback', field('content')]],
  'POST /api/cloud/feedback/updateReply': [['feedback', field('content')]],
  'POST /api/cloud/notice/setting/save': [
    ['notice', field('title')],
    ['notice', field('titleEn')],
    ['notice', field('content')],
    ['notice', field('contentEn')],
  ],
  'POST /api/cloud/notice/setting/update': [
    ['notice', field('title')],
    ['notice', field('titleEn')],
    ['notice', field('content')],
    ['notice', field('contentEn')],
  ],
};

/** The texts of a request to check, with their kinds (none for routes outside the table). */
export function textsToCheck(routeKey: string, body: unknown): { kind: TextKind; text: string }[] {
  const picks = SENSITIVE_FIELDS[routeKey];
  if (!picks || !body || typeof body !== 'object') return [];
  const out: { kind: TextKind; text: string }[] = [];
  for (const [kind, pick] of picks) {
    const value = pick(body as Record<string, unknown>);
    if (typeof value === 'string' && value) out.push({ kind, text: value });
  }
  return out;
}
