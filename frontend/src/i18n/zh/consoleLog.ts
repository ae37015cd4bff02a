import type { consoleLog as en } from '../en/consoleLog.ts';

/** 白名单导入与下载、访问历史、平台用户账号页面。 */
export const consoleLog: Record<keyof typeof en, string> = {
  'system.whitelist.download': '下载',
  'system.whitelist.import': '从 Excel 导入',
  'system.whitelist.importTitle': '导入结果',
  'system.whitelist.importSummary': '新增 {{added}} 条，跳过 {{skipped}} 条',
  'system.whitelist.row': '行号',
  'system.whitelist.result': '结果',
  'system.whitelist.result.added': '已添加',
  'system.whitelist.result.exists': '已在白名单中',
  'system.whitelist.result.repeated': '与前面的行重复',
  'system.whitelist.result.invalid': '不是手机号或号段',
  'system.whitelist.result.remarkTooLong': '备注过长',
  'system.whitelist.downloadLog': '下载导入日志',
  'system.whitelist.close': '关闭',
  'system.whitelist.downloadFailed': '下载失败',
};
