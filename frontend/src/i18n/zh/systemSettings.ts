import type { systemSettings as en } from '../en/systemSettings.ts';

/** 平台系统设置页面（参数）。 */
export const systemSettings: Record<keyof typeof en, string> = {
  'platformMenu.system': '系统管理',
  'platformMenu.systemParams': '参数管理',
  'system.param.title': '系统参数',
  'system.param.description':
    '产品读取的设置，例如 account.registerUser（是否开放自助注册）和 account.initPassword（重置密码的默认值）。',
  'system.param.search': '按参数键名搜索',
  'system.param.add': '新增参数',
  'system.param.edit': '编辑',
  'system.param.paramName': '参数名称',
  'system.param.paramKey': '参数键名',
  'system.param.paramValue': '参数键值',
  'system.param.remark': '备注',
  'system.param.updateTime': '更新时间',
};
