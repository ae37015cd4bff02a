import type { filePreview as en } from '../en/filePreview.ts';

/** 预览页（规格 1 §2、§4）：页头、转换状态、批注保存。 */
export const filePreview: Record<keyof typeof en, string> = {
  'filePreview.backToFolder': '返回文件夹',
  'filePreview.backToLink': '返回分享文件',
  'filePreview.download': '下载',
  'filePreview.exportPdf': '导出带批注的 PDF',
  'filePreview.exportPng': '导出带批注的 PNG',
  'filePreview.exportFailed': '导出失败',
  'filePreview.converting': '正在准备预览…',
  'filePreview.convertingHint': '文件正在转换以便查看，完成后本页会自动更新。',
  'filePreview.failed': '预览准备失败',
  'filePreview.failedNoReason': '转换失败，未返回原因。',
  'filePreview.loadFailed': '预览加载失败',
  'filePreview.retry': '重试',
  'filePreview.recheck': '重新检查',
  'filePreview.reconvert': '重新转换',
  'filePreview.badLink': '预览链接不完整：未指定文件。',
  'filePreview.markupSaving': '正在保存批注…',
  'filePreview.markupSaved': '批注已保存',
  'filePreview.markupSaveFailed': '批注未保存',
};
