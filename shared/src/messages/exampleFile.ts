/** Messages of the example files (back office) and the users' sample project. */
export const en = {
  'exampleFile.invalid': 'Invalid request',
  'exampleFile.nameRequired': 'Please enter the file name',
  'exampleFile.statusRequired': 'Please choose publish (1) or unpublish (0)',
  'exampleFile.fileRequired': 'Please choose a file',
  'exampleFile.tooLarge': 'An example file may be at most 4 MB',
  'exampleFile.notFound': 'The example file does not exist',
  'exampleFile.publishedLocked': 'A published example file cannot be renamed or parsed; unpublish it first',
  'exampleFile.notViewable': 'This type of file cannot be viewed in the sample project yet',
  'exampleFile.uploaded': 'Uploaded',
  'exampleFile.renamed': 'Renamed',
  'exampleFile.removed': 'Deleted',
  'exampleFile.published': 'Published',
  'exampleFile.unpublished': 'Unpublished',
};

export const zh: Record<keyof typeof en, string> = {
  'exampleFile.invalid': '请求无效',
  'exampleFile.nameRequired': '请输入文件名',
  'exampleFile.statusRequired': '请选择发布(1)或取消发布(0)',
  'exampleFile.fileRequired': '请选择文件',
  'exampleFile.tooLarge': '示例文件不能超过 4 MB',
  'exampleFile.notFound': '示例文件不存在',
  'exampleFile.publishedLocked': '已发布的示例文件不能重命名或解析,请先取消发布',
  'exampleFile.notViewable': '示例项目暂不支持查看此类型的文件',
  'exampleFile.uploaded': '上传成功',
  'exampleFile.renamed': '重命名成功',
  'exampleFile.removed': '删除成功',
  'exampleFile.published': '发布成功',
  'exampleFile.unpublished': '已取消发布',
};
