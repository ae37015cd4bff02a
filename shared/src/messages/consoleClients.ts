/**
 * Messages of the console-clients work: tenant account limits, region files, client settings and
 * attachments stored through the enabled OSS config.
 */
export const en = {
  'account.tenantFull': 'This tenant already holds its limit of {{limit}} accounts; no more can be created',
  'org.accountNumberZero': 'The account limit is a positive number, or -1 for no limit',
  'org.regionImportFile': 'Please choose an xlsx file with region rows under the header row',
  'org.regionImportTooMany': 'At most {{max}} rows can be imported at once',
  'org.regionImported': 'Import finished: {{added}} added, {{updated}} updated, {{skipped}} skipped',
  'org.regionExportTooMany': 'More than {{max}} regions: please export a smaller part of the tree',
  'org.regionTemplateName': 'Region import template',
  'org.regionExportName': 'Regions',
  'org.regionSheetName': 'Regions',
  'org.regionColumn.code': 'Code',
  'org.regionColumn.name': 'Name',
  'org.regionColumn.sort': 'Sort',
  'org.regionColumn.remark': 'Remark',
  'org.regionColumn.parentCode': 'Parent code',
  'org.regionColumn.regionLevel': 'Level',
  'org.regionSheetLevel1': 'Province',
  'org.regionSheetLevel2': 'City',
  'org.regionSheetLevel3': 'District',
  'org.regionSheetLevel4': 'Town',
  'org.regionSheetLevel5': 'Village',
};

export const zh: Record<keyof typeof en, string> = {
  'account.tenantFull': '该租户的账号数量已达上限（{{limit}} 个），无法再创建账号',
  'org.accountNumberZero': '账号额度须为正整数，-1 表示不限',
  'org.regionImportFile': '请选择在表头下有区划数据的 xlsx 文件',
  'org.regionImportTooMany': '一次最多导入 {{max}} 行',
  'org.regionImported': '导入完成：新增 {{added}} 条，更新 {{updated}} 条，跳过 {{skipped}} 条',
  'org.regionExportTooMany': '区划超过 {{max}} 条，请导出其中一部分',
  'org.regionTemplateName': '行政区划导入模板',
  'org.regionExportName': '行政区划',
  'org.regionSheetName': '行政区划',
  'org.regionColumn.code': '区划编号',
  'org.regionColumn.name': '区划名称',
  'org.regionColumn.sort': '排序',
  'org.regionColumn.remark': '备注',
  'org.regionColumn.parentCode': '上级编号',
  'org.regionColumn.regionLevel': '层级',
  'org.regionSheetLevel1': '省份',
  'org.regionSheetLevel2': '地市',
  'org.regionSheetLevel3': '区县',
  'org.regionSheetLevel4': '乡镇',
  'org.regionSheetLevel5': '村',
};
