/**
 * The building (and structure) code preset of a fixed rule row whose attribute carries attributeSign jz
 * (spec 3 §3, §5: "built-in preset lists of building and equipment class code values exist"). Spec 3 names
 * the list but not its values: these are the codes plant layouts and tag prefixes commonly use for the
 * buildings, rooms and areas of a process plant, as [code, Chinese name, English name]. Codes are upper
 * case letters and digits, as fixed values are read.
 */
export const BUILDING_CODES: readonly (readonly [code: string, zh: string, en: string])[] = [
  ['MB', '主厂房', 'Main process building'],
  ['PU', '工艺装置区', 'Process unit area'],
  ['CCR', '中心控制室', 'Central control room'],
  ['CR', '控制室', 'Control room'],
  ['FAR', '现场机柜室', 'Field auxiliary (rack) room'],
  ['SS', '变配电所', 'Substation'],
  ['PH', '泵房', 'Pump house'],
  ['CH', '压缩机厂房', 'Compressor house'],
  ['TF', '罐区', 'Tank farm'],
  ['PR', '管廊', 'Pipe rack'],
  ['WH', '仓库', 'Warehouse'],
  ['WS', '维修车间', 'Maintenance workshop'],
  ['LAB', '化验室', 'Laboratory'],
  ['CT', '循环水冷却塔', 'Cooling tower'],
  ['BH', '锅炉房', 'Boiler house'],
  ['AS', '空压站', 'Air compressor station'],
  ['WTP', '水处理站', 'Water treatment plant'],
  ['WWT', '污水处理站', 'Wastewater treatment'],
  ['FS', '消防站', 'Fire station'],
  ['LS', '装卸站', 'Loading station'],
  ['FL', '火炬区', 'Flare area'],
  ['ADM', '综合办公楼', 'Administration building'],
  ['GH', '门卫', 'Gatehouse'],
];
