/** The back office's system settings pages (issue 19: parameters). */
export const systemSettings = {
  'platformMenu.system': 'System',
  'platformMenu.systemParams': 'Parameters',
  'system.param.title': 'System parameters',
  'system.param.description':
    'Settings the product reads, e.g. account.registerUser (self sign-up on or off) and account.initPassword (the reset-password default).',
  'system.param.search': 'Search by parameter key',
  'system.param.add': 'Add parameter',
  'system.param.edit': 'Edit',
  'system.param.paramName': 'Parameter name',
  'system.param.paramKey': 'Parameter key',
  'system.param.paramValue': 'Parameter value',
  'system.param.remark': 'Remark',
  'system.param.updateTime': 'Updated',
};
