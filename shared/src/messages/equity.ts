/** Function items and the equity family of personal-equity (issue 18). */
export const en = {
  'equity.badStatus': 'The status is 1 (published) or 0 (withdrawn).',
  'equity.unknownItem': 'Unknown function item.',
  'equity.unknownTier': 'Unknown equity.',
  'equity.selectOne': 'Select at least one row.',
  'equity.nameRequired': 'Enter the name in Chinese and in English.',
  'equity.nameLength': 'The name is too long (30 characters in Chinese, 60 in English).',
  'equity.descriptionLength': 'The description is too long.',
  'equity.published': 'Published.',
  'equity.withdrawn': 'Withdrawn.',
  'equity.quotaItem':
    'Storage, parses, projects and project members are limits every tier has: they cannot be detached or attached.',
  'equity.itemWithdrawn': 'A withdrawn function item cannot be attached: publish it first.',
  'recharge.export.fileName': 'Recharge orders',
};
export const zh: Record<keyof typeof en, string> = {
  'equity.badStatus': '状态只能是 1（发布）或 0（下架）。',
  'equity.unknownItem': '未知的功能项。',
  'equity.unknownTier': '未知的权益。',
  'equity.selectOne': '请至少选择一行。',
  'equity.nameRequired': '请输入中文和英文名称。',
  'equity.nameLength': '名称过长（中文 30 个字符，英文 60 个字符）。',
  'equity.descriptionLength': '描述过长。',
  'equity.published': '已发布。',
  'equity.withdrawn': '已下架。',
  'equity.quotaItem': '存储空间、解析次数、项目数和项目成员数是每个等级都有的限额，不能关联或取消关联。',
  'equity.itemWithdrawn': '已下架的功能项不能关联，请先发布。',
  'recharge.export.fileName': '充值订单',
};
