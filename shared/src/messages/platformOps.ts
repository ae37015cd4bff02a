/** The back office's projects, login log, access history and statistics (spec 3 §7). */
export const en = {
  'platformOps.invalid': 'The request is not valid.',
  'platformOps.projectStatusSaved': 'The project status was changed.',
  'platformOps.projectDisabled':
    'This project has been disabled by the platform administrator and is read-only; ask the administrator to enable it again.',
  'platformOps.historyRemoved': 'The access history was removed.',
  'platformOps.rangeTooLong': 'Choose a date range of at most 366 days.',
};

export const zh: Record<keyof typeof en, string> = {
  'platformOps.invalid': '请求无效。',
  'platformOps.projectStatusSaved': '项目状态已修改。',
  'platformOps.projectDisabled': '该项目已被平台管理员禁用，目前为只读；如需修改请联系管理员重新启用。',
  'platformOps.historyRemoved': '访问记录已删除。',
  'platformOps.rangeTooLong': '日期范围最多 366 天。',
};
