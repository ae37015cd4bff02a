import type { RouteSummaries } from './types.ts';

/** Summaries of the routes of P&ID recognition: [en, zh]. */
export const pidSummaries: RouteSummaries = {
  'POST /api/cloud/dm2d/rule/attribute/query': [
    'Attributes a rule row can fill: built-in plus the project’s own, optionally of one tag type',
    '识别规则可用属性',
  ],
  'POST /api/cloud/dm2d/rule/setting/query': ['The rules in force for a drawing', '图纸的识别规则'],
  'POST /api/cloud/dm2d/rule/setting/queryDefaultRules': ['The platform default rules', '平台默认识别规则'],
  'POST /api/cloud/dm2d/rule/setting/saveRule': [
    'Saves the rules of a drawing, a project or the default',
    '保存识别规则',
  ],
  'GET /api/pidAttr': [
    'P&ID attributes: built-in plus a project’s own, optionally of one tag type',
    'P&ID 属性列表',
  ],
  'POST /api/pidAttr': ['Adds an attribute to a project', '新增项目 P&ID 属性'],
  'GET /api/dic': ['A P&ID dictionary by name', 'P&ID 字典'],
  'POST /api/recTask/add': ['Add a recognition task for files and folders', '添加识别任务（文件与文件夹）'],
  'POST /api/recTask/submit': ['Recognises drawings', '识别图纸'],
  'GET /api/cloud/file/schedule/identifyProgress': [
    'Recognition state and numSuccess/numPage of drawings of a project',
    '查询图纸识别进度',
  ],
  'POST /api/cloud/file/schedule/identifyProgress': [
    'Recognition state and numSuccess/numPage of drawings of a project',
    '查询图纸识别进度',
  ],
  'GET /api/pidFile/selectByFileId': ["A drawing's P&ID record", '图纸识别记录'],
  'POST /api/pidFile/selectPidFileByFileId': ["A drawing's P&ID record", '图纸识别记录'],
  'GET /api/pidDetail/page': ["A page of a recognised drawing's details", '识别结果明细'],
  'GET /api/pidDetail/tree': ["A recognised drawing's tree", '识别结果树'],
  'GET /api/cloud/file/info/downloadDetails': [
    "A recognised drawing's details, pipelines, loops and index rows as one JSON file",
    '下载识别结果',
  ],
  'POST /api/pidDetail/addRectBox': ['Adds a box drawn on a page', '新增标注框'],
  'PUT /api/pidDetail/editRectBox': ['Moves, resizes, retags or retypes a detail', '修改识别结果'],
  'DELETE /api/pidDetail/{id}': ['Removes a detail', '删除识别结果'],
  'POST /api/pidDetail/pipeline/add': ['Adds a pipe run: a line number on a page, joining items', '新增管线'],
  'DELETE /api/pidDetail/pipeline/remove': ['Removes a pipe run', '删除管线'],
  'POST /api/pidDetail/pipeline/circuit/add': ['Joins items to a pipe run', '将元件加入管线'],
  'DELETE /api/pidDetail/pipeline/circuit/remove': ['Takes an item off its pipe run', '将元件移出管线'],
  'POST /api/pidDetail/pipeline/check': [
    'Whether a line number may be added as a pipe run on a page',
    '检查管线号能否添加',
  ],
  'POST /api/pidDetail/pipeline/relevance': ['What a detail is related to', '查询关联关系'],
  'GET /api/pidDetail/exportRelationshipTree': ['The pipe runs and what they join, as xlsx', '导出管线关系'],
  'GET /api/pidDetail/selectDeviceType': ['Device types of a category and/or box type', '设备类型列表'],
  'POST /api/recTask/topoRelation': [
    'Recomputes the pipe runs of a page or the whole drawing from its lines and the corrected boxes',
    '重新计算管线拓扑',
  ],
  'GET /api/recTask/topoStatus': ['Whether the topology is current with the corrections', '查询拓扑状态'],
  'PUT /api/pidFile/{id}': [
    'Marks a drawing’s results reviewed and sets its own suspect threshold',
    '标记图纸已审核并设置阈值',
  ],
  'GET /api/pidFile/getThreshold': ['The suspect threshold of a drawing', '查询疑似错误阈值'],
  'POST /api/pidFile/updateThreshold': ['Sets the suspect threshold of a drawing', '设置疑似错误阈值'],
  'GET /api/pidFile/suspectedError': [
    'Details recognised below the threshold, least sure first',
    '疑似识别错误',
  ],
  'GET /api/pidFile/suspectedUnidentification': [
    'Words the rules read as tags that no detail covers',
    '疑似未识别',
  ],
  'GET /api/instrumentLoop/allLoop': [
    "A recognised drawing's instrument loops with their members",
    '仪表回路列表',
  ],
  'POST /api/instrumentLoop/saveLoop': ['Add a loop', '新增回路'],
  'POST /api/instrumentLoop/updateLoop': ["Change a loop's tags or description", '修改回路'],
  'GET /api/instrumentLoop/getLoopNums': ["A recognised drawing's loop numbers", '回路编号列表'],
  'GET /api/instrumentLoop/checkLoopNum': [
    'Whether a loop number is taken in the drawing, by a loop other than id',
    '检查回路编号是否可用',
  ],
  'PUT /api/instrumentLoop/editLoopNum': ['Renumber a loop', '修改回路编号'],
  'DELETE /api/instrumentLoop/deleteLoop': ['Delete a loop', '删除回路'],
  'DELETE /api/instrumentLoop/removeTag': ['Take one tag out of a loop', '将位号移出回路'],
  'GET /api/instrumentIndex/list': ["A page of a recognised drawing's instrument index", '仪表索引表'],
  'POST /api/instrumentIndex/updateIndex': ['Inline edits of index rows by tag', '修改仪表索引'],
  'POST /api/instrumentIndex/exportIndex': [
    "A recognised drawing's instrument index as xlsx",
    '导出仪表索引',
  ],
  'GET /api/pidFile/queryProjectXlsFile': [
    'The .xlsx files of a project the caller may view',
    '项目表格文件列表',
  ],
  'GET /api/pidFile/getDataExcelHead': [
    'The header row, row count and first rows of an xlsx entry of the project',
    '读取表格表头',
  ],
  'POST /api/pidFile/batchImportData': [
    'Index values from an xlsx entry, columns mapped to fields, rows matched by tag',
    '从表格导入索引数据',
  ],
  'GET /api/pidFile/exportDexpi': ['A recognised drawing as DEXPI XML', '导出 DEXPI'],
  'POST /api/pidFile/importDexpi': [
    "A DEXPI XML entry of the project as a drawing's ground truth",
    '导入 DEXPI 真值',
  ],
  'GET /api/pidFile/dexpiEvaluation': [
    'A recognised drawing against its imported DEXPI truth',
    'DEXPI 对比评估',
  ],
  'POST /api/pidFile/seedRulesFromDexpi': [
    "Tag rules inferred from the drawing's imported DEXPI truth, saved for the drawing",
    '从 DEXPI 生成识别规则',
  ],
};
