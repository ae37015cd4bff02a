import type { exampleFiles as en } from '../en/exampleFiles.ts';

/** 后台示例文件与用户的示例项目（issue 19 第 10 项）。 */
export const exampleFiles: Record<keyof typeof en, string> = {
  'exampleFiles.title': '示例文件',
  'exampleFiles.description':
    '所有用户只读示例项目中的文件。只有已发布的文件对用户可见；已发布的文件不能重命名。',
  'exampleFiles.search': '查找文件',
  'exampleFiles.fileName': '文件名',
  'exampleFiles.size': '大小',
  'exampleFiles.status': '状态',
  'exampleFiles.published': '已发布',
  'exampleFiles.unpublished': '未发布',
  'exampleFiles.updateTime': '更新时间',
  'exampleFiles.upload': '上传',
  'exampleFiles.publish': '发布',
  'exampleFiles.unpublish': '取消发布',
  'exampleFiles.rename': '重命名',
  'exampleFiles.renameTitle': '重命名示例文件',
  'exampleFiles.download': '下载',
  'sampleProject.title': '示例项目',
  'sampleProject.description': '平台提供的示例文件，仅供查看：示例项目为只读。',
  'sampleProject.loading': '正在加载示例项目',
  'sampleProject.empty': '暂无示例文件',
  'sampleProject.actions': '操作',
  'sampleProject.view': '查看',
  'sampleProject.noView': '此处无法查看',
};
