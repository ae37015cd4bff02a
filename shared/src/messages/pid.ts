/**
 * P&ID tag rules (dm2d), attributes and dictionaries. Rule messages name the tag type, the rule and the row
 * (spec 3 §5 and §8: "messages name the type and the missing item").
 */
export const en = {
  'pid.type.pipeline': 'Pipeline',
  'pid.type.device': 'Equipment',
  'pid.type.valve': 'Valve',
  'pid.type.instrument': 'Instrument',
  'pid.rule.rowsRequired': '{{type}} rule {{rule}}: add at least one row.',
  'pid.rule.attributeRequired': '{{type}} rule {{rule}}, row {{row}}: please select an attribute field.',
  'pid.rule.attributeUnknown':
    '{{type}} rule {{rule}}, row {{row}}: the attribute field does not exist or cannot be used for this type.',
  'pid.rule.attributeRepeated':
    '{{type}} rule {{rule}}, row {{row}}: this attribute field is already used in another row.',
  'pid.rule.featureRequired': '{{type}} rule {{rule}}, row {{row}}: please select a field feature.',
  'pid.rule.featureInvalid':
    '{{type}} rule {{rule}}, row {{row}}: first and end are field positions of instrument circuit rows; choose number, letters, letters and numbers, fixed or all.',
  'pid.rule.fixedRequired':
    '{{type}} rule {{rule}}, row {{row}}: a fixed field needs at least one fixed value.',
  'pid.rule.fixedEmpty': '{{type}} rule {{rule}}, row {{row}}: fixed values must not be empty.',
  'pid.rule.fixedRepeated': '{{type}} rule {{rule}}, row {{row}}: the fixed value {{value}} is repeated.',
  'pid.rule.spaceDelimiter':
    '{{type}} rule {{rule}}, row {{row}}: a space delimiter needs the next row to make a number / letters pair or a fixed field, otherwise the two fields are read only where a space separates them. Save anyway?',
  'pid.rule.duplicate':
    'The {{type}} and {{other}} rules are the same and share fixed values, so a tag could not be told apart. Change one of them.',
  'pid.rule.typeRepeated': 'The {{type}} rules are given twice.',
  'pid.rule.setRequired': 'Please give the rules to save.',
  'pid.rule.tooLarge': 'The rule set is too large to save. Use fewer fixed values.',
  'pid.rule.saved': 'Recognition rules saved',
  'pid.rule.resetDone': 'Recognition rules reset to the defaults',
  'pid.circuit.attributeRequired': 'Instrument circuit row {{row}}: please select an attribute field.',
  'pid.circuit.attributeUnknown': 'Instrument circuit row {{row}}: the attribute field does not exist.',
  'pid.circuit.attributeRepeated':
    'Instrument circuit row {{row}}: this attribute field is already used in another row.',
  'pid.circuit.positionRequired': 'Instrument circuit row {{row}}: please select the field position.',
  'pid.circuit.excludeNeedsFields': 'Instrument circuit row {{row}}: exclude handling needs specific fields.',
  'pid.circuit.noAllRow':
    'No instrument circuit row handles all tags, so instrument loops cannot be built normally. Save anyway?',
  'pid.projectRequired': 'Please give the project the drawing belongs to.',
  'pid.attrExists': 'The attribute group or name already exists.',
  'pid.attrNameRequired': 'Please enter the attribute name.',
  'pid.attrSaved': 'Attribute added',
  'pid.dicNameRequired': 'Please give the dictionary name.',
  'pid.dicNotFound': 'No such dictionary.',
};

export const zh: Record<keyof typeof en, string> = {
  'pid.type.pipeline': '管道',
  'pid.type.device': '设备',
  'pid.type.valve': '阀门',
  'pid.type.instrument': '仪表',
  'pid.rule.rowsRequired': '{{type}}规则{{rule}}：请至少添加一行。',
  'pid.rule.attributeRequired': '{{type}}规则{{rule}}第{{row}}行：请选择属性字段。',
  'pid.rule.attributeUnknown': '{{type}}规则{{rule}}第{{row}}行：属性字段不存在或不适用于该类型。',
  'pid.rule.attributeRepeated': '{{type}}规则{{rule}}第{{row}}行：该属性字段已在其他行使用。',
  'pid.rule.featureRequired': '{{type}}规则{{rule}}第{{row}}行：请选择字段特征。',
  'pid.rule.featureInvalid':
    '{{type}}规则{{rule}}第{{row}}行：首位、末位是仪表回路行的字段位置，请选择数字、字母、字母数字、固定字段或全部。',
  'pid.rule.fixedRequired': '{{type}}规则{{rule}}第{{row}}行：固定字段至少需要一个固定值。',
  'pid.rule.fixedEmpty': '{{type}}规则{{rule}}第{{row}}行：固定值不能为空。',
  'pid.rule.fixedRepeated': '{{type}}规则{{rule}}第{{row}}行：固定值 {{value}} 重复。',
  'pid.rule.spaceDelimiter':
    '{{type}}规则{{rule}}第{{row}}行：分隔符为空格时，下一行须与本行构成数字/字母组合或为固定字段，否则只有两段之间有空格时才能识别。仍要保存吗？',
  'pid.rule.duplicate': '{{type}}与{{other}}的规则相同且固定值重叠，无法区分位号，请修改其中之一。',
  'pid.rule.typeRepeated': '{{type}}规则重复提交。',
  'pid.rule.setRequired': '请提供要保存的规则。',
  'pid.rule.tooLarge': '规则过大，无法保存，请减少固定值。',
  'pid.rule.saved': '识别规则已保存',
  'pid.rule.resetDone': '识别规则已恢复默认',
  'pid.circuit.attributeRequired': '仪表回路第{{row}}行：请选择属性字段。',
  'pid.circuit.attributeUnknown': '仪表回路第{{row}}行：属性字段不存在。',
  'pid.circuit.attributeRepeated': '仪表回路第{{row}}行：该属性字段已在其他行使用。',
  'pid.circuit.positionRequired': '仪表回路第{{row}}行：请选择字段位置。',
  'pid.circuit.excludeNeedsFields': '仪表回路第{{row}}行：处理方式为排除时须填写具体字段。',
  'pid.circuit.noAllRow': '没有处理方式为“全部”的仪表回路行，回路将无法正常构建。仍要保存吗？',
  'pid.projectRequired': '请提供图纸所属的项目。',
  'pid.attrExists': '属性组或名称已存在',
  'pid.attrNameRequired': '请输入属性名称',
  'pid.attrSaved': '属性已添加',
  'pid.dicNameRequired': '请提供字典名称',
  'pid.dicNotFound': '字典不存在',
};
