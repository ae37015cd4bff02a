/** The blade-user administrator rows, menu buttons, file history and team member names (issue 19). */
export const en = {
  'bladeUser.createFields': 'A new user needs a user name, a phone number and a password.',
  'bladeUser.updateFields':
    'The phone number, e-mail and password are not changed here: use the reset or the user’s own settings.',
  'bladeUser.initPasswordUnset':
    'Set the parameter account.initPassword first: it is the password given to reset and guest accounts.',
  'bladeUser.passwordReset': 'The password has been reset to the initial password.',
  'bladeUser.unlocked': 'The account has been unlocked.',
  'team.memberNameRequired': 'Please enter the member’s name.',
  'team.memberNameLength': 'A member’s name can have at most 50 characters.',
  'team.notMemberOf': 'This person is not a member of the team.',
  'team.memberNameSaved': 'The member’s name has been changed.',
};

export const zh: Record<keyof typeof en, string> = {
  'bladeUser.createFields': '新建用户需填写用户名、手机号和密码',
  'bladeUser.updateFields': '手机号、邮箱和密码不在此修改：请使用重置密码或由用户本人修改',
  'bladeUser.initPasswordUnset': '请先设置参数 account.initPassword：重置密码和访客账号使用该初始密码',
  'bladeUser.passwordReset': '密码已重置为初始密码',
  'bladeUser.unlocked': '账号已解锁',
  'team.memberNameRequired': '请输入成员名称',
  'team.memberNameLength': '成员名称最多 50 个字符',
  'team.notMemberOf': '该用户不是团队成员',
  'team.memberNameSaved': '成员名称已修改',
};
