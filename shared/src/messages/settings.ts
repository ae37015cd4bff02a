/** Messages of the system settings (parameters) of the back office. */
export const en = {
  'param.invalid': 'Invalid parameter query',
  'param.nameRequired': 'Please enter the parameter name',
  'param.keyRequired': 'Please enter the parameter key',
  'param.valueRequired': 'Please enter the parameter value',
  'param.remarkRequired': 'Please enter the remark',
  'param.tooLong': 'The text is too long',
  'param.keyInvalid': 'The parameter key may hold only letters, digits, dots, hyphens and underscores',
  'param.keyExists': 'A parameter with this key already exists',
  'param.notFound': 'The parameter does not exist',
  'param.saved': 'Saved',
  'param.removed': 'Deleted',
  'account.registerClosed': 'Self sign-up is switched off; please contact the administrator',
};

export const zh: Record<keyof typeof en, string> = {
  'param.invalid': '参数查询条件无效',
  'param.nameRequired': '请输入参数名称',
  'param.keyRequired': '请输入参数键名',
  'param.valueRequired': '请输入参数键值',
  'param.remarkRequired': '请输入备注',
  'param.tooLong': '内容过长',
  'param.keyInvalid': '参数键名只能包含字母、数字、点、连字符和下划线',
  'param.keyExists': '该参数键名已存在',
  'param.notFound': '参数不存在',
  'param.saved': '保存成功',
  'param.removed': '删除成功',
  'account.registerClosed': '系统已关闭自助注册，请联系管理员',
};
