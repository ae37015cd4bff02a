import type { userRows as en } from '../en/userRows.ts';

/** 平台用户页的 blade-user 操作、团队成员名称与上传记录。 */
export const userRows: Record<keyof typeof en, string> = {
  'userRows.guest': '开通访客账号',
  'userRows.guestTitle': '开通访客账号',
  'userRows.guestDone': '访客账号已开通，使用初始密码登录',
  'userRows.edit': '编辑',
  'userRows.editTitle': '编辑用户',
  'userRows.unlock': '解锁',
  'userRows.unlockConfirm': '解除 {{account}} 的登录锁定？解锁后可立即登录。',
  'userRows.resetInitial': '初始密码',
  'userRows.resetInitialConfirm':
    '将 {{account}} 的密码重置为初始密码（参数 account.initPassword）？该用户将在所有设备上退出登录。',
  'userRows.remove': '删除',
  'userRows.removeConfirm': '立即删除账号 {{account}}？其数据将被清除且无法恢复。',
  'userRows.memberName': '团队内名称',
  'userRows.rename': '改名',
  'userRows.renameTitle': '{{account}} 在团队内的名称',
  'userRows.fileHistory': '上传记录',
  'userRows.fileHistoryDay': '日期',
  'userRows.fileName': '文件名',
  'userRows.fileSuffix': '格式',
  'userRows.fileSize': '大小',
  'userRows.uploadedBy': '上传人',
  'userRows.uploadedAt': '上传时间',
  'userRows.isModel': '模型',
  'userRows.modelsOnly': '仅模型',
  'userRows.historySearch': '账号',
};
