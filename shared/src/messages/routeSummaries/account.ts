import type { RouteSummaries } from './types.ts';

/** Summaries of the routes of sign-in, registration, the own account, system dictionaries: [en, zh]. */
export const accountSummaries: RouteSummaries = {
  'POST /api/blade-auth/oauth/token': ['Sign in', '登录'],
  'POST /api/blade-auth/oauth/token/refresh': ['Rotate the refresh token', '刷新令牌'],
  'POST /api/blade-auth/oauth/smsToken': ['Sign in with phone and SMS code', '手机号验证码登录'],
  'POST /api/blade-auth/oauth/sendSms': [
    'Send a sign-in code to a registered phone',
    '向已注册手机发送登录验证码',
  ],
  'POST /api/blade-auth/oauth/getPcToken': [
    'Sign the desktop client in from a web session',
    '由网页登录会话登录桌面客户端',
  ],
  'POST /api/blade-auth/oauth/puzzleCaptcha': ['A new slider puzzle captcha', '获取滑块拼图验证码'],
  'POST /api/blade-auth/oauth/puzzleCaptcha/verify': ['Check a slider puzzle answer', '校验滑块拼图验证码'],
  'POST /api/blade-auth/oauth/sendSmsByPuzzleCaptcha': [
    'Send an SMS code after a solved puzzle',
    '拼图验证通过后发送短信验证码',
  ],
  'POST /api/blade-auth/oauth/captcha': ['A new picture captcha', '获取图形验证码'],
  'GET /api/blade-auth/cloud/publicKey': ['The public key for encrypting the password', '获取密码加密公钥'],
  'GET /api/blade-auth/oauth/user-info': ['The signed-in user', '当前登录用户信息'],
  'GET /api/blade-auth/oauth/logout': ['Sign out this device', '退出本设备登录'],
  'GET /api/eip-auth/redirect': ['Hand a signed-in user over to the SPA', '将已登录用户转交到网页端'],
  'POST /api/cloud/user/verifyAccount': [
    'Registration: is this account name free?',
    '注册：校验账号是否可用',
  ],
  'POST /api/cloud/user/verifyPhone': ['Registration: is this phone free?', '注册：校验手机号是否可用'],
  'POST /api/cloud/user/sendRegisterSms': [
    'Registration: send a code to a free phone',
    '注册：向手机发送验证码',
  ],
  'POST /api/cloud/user/register': ['Registration: create the account', '注册：创建账号'],
  'POST /api/cloud/user/sendCode': [
    'Forgot password: send a code to the account phone',
    '忘记密码：向账号手机发送验证码',
  ],
  'POST /api/cloud/user/verifyCode': [
    'Forgot password: check the code, answer a reset ticket',
    '忘记密码：校验验证码',
  ],
  'POST /api/cloud/user/resetPsd': ['Forgot password: set the new password', '忘记密码：设置新密码'],
  'POST /api/blade-user/update-password': ['Change password', '修改密码'],
  'GET /api/blade-user/info': ['Profile of the signed-in user', '当前用户资料'],
  'GET /api/cloud/user/personInfo': [
    'Profile of the signed-in user with membership and space',
    '当前用户资料（含会员与空间）',
  ],
  'GET /api/cloud/user/userinfo': ['Name and avatar of the signed-in user', '当前用户姓名与头像'],
  'POST /api/cloud/user/updateInfo': [
    'Save real name, nickname, gender, birthday, company and position',
    '保存姓名、昵称、性别、生日、公司与职位',
  ],
  'POST /api/blade-user/update-info': ['Save profile fields', '保存个人资料'],
  'POST /api/cloud/user/updateAccount': ['Change the user name', '修改用户名'],
  'POST /api/cloud/user/avatar': ['Upload a new avatar', '上传新头像'],
  'GET /api/cloud/user/avatar/{id}': ['An avatar picture of the caller’s tenant', '获取本租户用户头像'],
  'POST /api/cloud/user/verifyPwd': [
    'Identity check by password; answers a 10-minute ticket for sensitive changes',
    '密码身份验证',
  ],
  'POST /api/cloud/user/sendAuthSms': [
    'Identity check: a code to the bound phone',
    '身份验证：向绑定手机发送验证码',
  ],
  'POST /api/cloud/user/sendEmailSms': [
    'Identity check: a code to the bound e-mail',
    '身份验证：向绑定邮箱发送验证码',
  ],
  'POST /api/cloud/user/verifyAuthCode': ['Identity check by code', '验证码身份验证'],
  'POST /api/cloud/user/sendBindSms': [
    'Phone change: a code to the new phone',
    '更换手机：向新手机发送验证码',
  ],
  'POST /api/cloud/user/bindPhone': [
    'Phone change: bind the new phone with its code',
    '更换手机：绑定新手机',
  ],
  'POST /api/cloud/user/sendEmailCode': [
    'E-mail binding: a code to the new address',
    '绑定邮箱：向新邮箱发送验证码',
  ],
  'POST /api/cloud/user/bindEmail': [
    'E-mail binding: bind the new address with its code',
    '绑定邮箱：绑定新邮箱',
  ],
  'POST /api/cloud/user/sendSms': [
    'Password change by code: a code to the bound phone',
    '验证码改密：向绑定手机发送验证码',
  ],
  'POST /api/cloud/user/modifyPsd': ['Password change by code', '通过验证码修改密码'],
  'GET /api/cloud/user/onlineClient': ['Devices signed in to this account now', '查看当前在线设备'],
  'POST /api/cloud/user/sendDownLineSms': [
    'Remote sign-out: a code to the bound phone',
    '远程下线：向绑定手机发送验证码',
  ],
  'POST /api/cloud/user/downLine': ['Sign out another device of this account', '将本账号的其他设备下线'],
  'POST /api/cloud/user/logoutCheck': ['May this account be deleted now?', '检查账号能否注销'],
  'POST /api/cloud/user/logoutAccount': [
    'Request deletion: 7-day cooling period, withdrawn by signing in; signs out every device',
    '申请注销账号',
  ],
  'GET /api/blade-system/dept/select': [
    'Departments of a user, for the department/role switch',
    '查询用户所属部门',
  ],
  'GET /api/blade-system/role/select': ['Roles of a user, for the department/role switch', '查询用户角色'],
  'POST /api/cloud/order/user/rel/queryDownBenefits': [
    "The caller's download benefits from their membership tier: {downSpeed, downAnalysis}",
    '我的下载权益',
  ],
};
