/** Request checks shared by every group: ids, id lists and page cursors. */
const en = {
  'common.idInvalid': 'is not a valid id (1–64 letters, digits, "-" or "_")',
  'common.idListTooLong': 'names too many ids for one request',
  'common.cursorInvalid': 'The page cursor is not valid; start again from the first page.',
};

const zh: Record<keyof typeof en, string> = {
  'common.idInvalid': '不是有效的 ID（1–64 个字母、数字、“-”或“_”）',
  'common.idListTooLong': '一次请求包含的 ID 过多',
  'common.cursorInvalid': '分页游标无效，请从第一页重新开始。',
};

export const contracts = { en, zh };
