import type { contentText as en } from '../en/content.ts';

/** 后台通用组件与内容页面（issue 19：帮助、示例文件、进度设置）。 */
export const contentText: Record<keyof typeof en, string> = {
  'crud.advanced': '高级搜索',
  'crud.advancedInUse': '高级搜索（已用 {{count}} 项）',
  'crud.rangeIncomplete': '请选择开始和结束日期',
  'crud.cropApply': '裁剪',
  'crud.cropSkip': '保持原图',
  'crud.cropZoom': '缩放',
  'crud.cropHint': '拖动选择要保留的部分，保存尺寸为 {{width}}×{{height}}。',
  'crud.cropFailed': '图片无法裁剪。',
  'system.bg.crop': '裁剪',
  'system.bg.cropTitle': '裁剪登录背景',
};
