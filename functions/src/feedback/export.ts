import { type Language, translate } from '@loopline/shared';
import writeXlsxFile from 'write-excel-file/node';
import type { FeedbackRecord, ThreadItem } from './feedback.ts';

function when(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

/** The feedback as an xlsx sheet: one row per feedback, its thread joined in one cell. */
export async function feedbackWorkbook(
  rows: { record: FeedbackRecord; thread: ThreadItem[] }[],
  lang: Language,
): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  const header = [
    'feedback.column.account',
    'feedback.column.feedback',
    'feedback.column.urgency',
    'feedback.column.email',
    'feedback.column.type',
    'feedback.column.pictures',
    'feedback.column.createTime',
    'feedback.column.replyStatus',
    'feedback.column.thread',
  ].map((key) => ({ value: t(key), fontWeight: 'bold' as const }));
  const data = rows.map(({ record, thread }) => [
    { value: record.account },
    { value: record.feedback, wrap: true },
    { value: t(`feedback.urgency.${record.emerg}`) },
    { value: record.email },
    { value: record.type },
    { value: record.pictures.length, type: Number },
    { value: when(record.createTime) },
    { value: t(`feedback.replyStatus.${record.replyStatus}`) },
    {
      value: thread
        .map((i) => `${t(`feedback.thread.${i.type}`)} (${when(i.createTime)}, ${i.userName}): ${i.content}`)
        .join('\n'),
      wrap: true,
    },
  ]);
  return writeXlsxFile([header, ...data], {
    sheet: t('feedback.sheetName'),
    columns: [
      { width: 16 },
      { width: 50 },
      { width: 12 },
      { width: 24 },
      { width: 8 },
      { width: 8 },
      { width: 20 },
      { width: 14 },
      { width: 60 },
    ],
  }).toBuffer();
}
