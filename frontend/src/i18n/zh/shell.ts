import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {
  'error403.title': '无权访问',
  'error403.text': '您已登录，但没有权限打开此页面。',
  'error404.title': '页面不存在',
  'error404.text': '您访问的页面不存在或已被移动。',
  'error500.title': '出错了',
  'error500.text': '服务器暂时无法完成请求，请稍后重试。',
  'error500.reload': '重新加载',
  'error.render.text': '此页面无法显示。请重新加载；如果再次出现，请通过反馈告诉我们。',
  'platformMenu.title': 'Loopline 运营后台',
  'platformMenu.overview': '概览',
  'platformMenu.admin': '平台管理员',
  'platformAdmin.title': '平台管理',
  'platformAdmin.description': '管理 Loopline 的用户、内容、会员与设置。',
  'platformAdmin.you': '当前登录',
  'platformAdmin.areas': '后台功能',
  'platformAdmin.noAreas': '您的角色暂未开放其他后台功能。',
} as const;
