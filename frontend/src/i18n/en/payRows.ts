/** Order edits and export, recharge proportion, charge directories and catalogue ordering (issue 18). */
export const payRows = {
  'payOrders.remove': 'Delete',
  'payOrders.removeConfirm_one':
    'Delete the {{count}} selected order? Only orders nobody paid can be selected; paid orders are kept as records.',
  'payOrders.removeConfirm_other':
    'Delete {{count}} selected orders? Only orders nobody paid can be selected; paid orders are kept as records.',
  'payOrders.export': 'Export',
  'payOrders.selectAll': 'Select every order that can be deleted',
  'payOrders.remark': 'Remark',
  'payOrders.remarkHint': 'A note for the back office; the buyer never sees it.',
  'payOrders.remarkTooLong': 'At most 200 characters.',
  'payOrders.stats.share': 'Share',
  'chargeDirs.title': 'Directories',
  'chargeDirs.description':
    'The headings items are listed under, here and in the member centre, in this order.',
  'chargeDirs.heading': 'Directory',
  'chargeDirs.otherLanguage': 'Other language',
  'chargeDirs.edit': 'Rename directory',
  'chargeDirs.name': 'Name (Chinese)',
  'chargeDirs.nameEn': 'Name (English)',
  'chargeDirs.nameLimit': 'At most {{count}} characters.',
  'chargeDirs.items': 'Items',
  'chargeDirs.holds': '{{count}} ({{onSale}} on sale)',
  'chargeDirs.up': 'Move up',
  'chargeDirs.down': 'Move down',
  'chargeDirs.noItems': 'No item matches.',
  'chargeDirs.publish': 'Put on sale',
  'chargeDirs.unpublish': 'Take off sale',
  'chargeDirs.nameFilter': 'Name',
  'payConfig.removeAlipayConfirm':
    'Remove the Alipay settings? Alipay payments (and its part of the merged payment) become “not available” until settings are saved again.',
};
