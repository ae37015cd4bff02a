import type { RouteSummaries } from './types.ts';

/** Summaries of the routes of files, uploads, previews and models: [en, zh]. */
export const fileSummaries: RouteSummaries = {
  'POST /api/cloud/file/info/query': ['Children of a folder', '文件列表'],
  'POST /api/cloud/file/dir/query': ['Child folders of a folder for the lazy tree', '子文件夹列表'],
  'POST /api/cloud/file/dir/queryMoveDir': [
    'Target folders for the move dialog: child folders without the entries being moved',
    '移动目标文件夹列表',
  ],
  'POST /api/cloud/file/info/getPath': ['Breadcrumb from the project root to a folder', '文件夹路径'],
  'POST /api/cloud/file/info/queryDefault': [
    "The caller's default project and its root folder",
    '默认项目与根目录',
  ],
  'POST /api/cloud/file/info/queryListMode': ["The caller's file list mode", '查询文件列表视图模式'],
  'POST /api/cloud/file/info/setListMode': ["Saves the caller's file list mode", '保存文件列表视图模式'],
  'POST /api/cloud/file/dir/save': ['Creates a folder', '新建文件夹'],
  'POST /api/cloud/file/dir/updateName': ['Renames a file or folder', '重命名文件或文件夹'],
  'POST /api/cloud/file/dir/moveFileOrDir': ['Move files or folders', '移动文件或文件夹'],
  'POST /api/cloud/file/info/isPopup': [
    "The delete confirmation's kind: single, multiple or special",
    '删除确认类型',
  ],
  'POST /api/cloud/file/info/checkFileInfo': ['Checks a selection can be deleted', '检查选中项能否删除'],
  'POST /api/cloud/file/info/delete': ['Delete files or folders', '删除文件或文件夹'],
  'POST /api/cloud/file/user/perm/rel/queryEntryPerm': [
    "Permission dialog: an entry's explicit grants and every group's effective signs",
    '查看文件权限',
  ],
  'POST /api/cloud/file/user/perm/rel/saveEntryPerm': [
    "Saves an entry's explicit grants: { groupId: signs[] }",
    '保存文件权限',
  ],
  'POST /api/cloud/file/info/downloadFileWeb': [
    'A presigned download address of one file under its name',
    '获取文件下载地址',
  ],
  'GET /api/cloud/file/info/{id}': ['Download one file', '下载文件'],
  'POST /api/cloud/file/info/downLoadToZip': ['Download files as a zip', '打包下载'],
  'GET /api/cloud/file/{id}': ['A stored object by its MD5', '按文件标识查询已存对象'],
  'POST /api/cloud/file/multipart/init': [
    'Starts or resumes a multipart upload: presigned PUT addresses of every part',
    '开始或继续分片上传',
  ],
  'POST /api/cloud/file/multipart/merge': [
    'Completes a multipart upload after checking every part',
    '合并分片上传',
  ],
  'POST /api/cloud/file/multipart/abort': [
    "Cancels the caller's unfinished upload of this content",
    '取消未完成的上传',
  ],
  'POST /api/cloud/file/checkFile': [
    'Checks an upload before it starts: upload sign, size limits, storage; a name already there answers code 5000',
    '上传前检查',
  ],
  'POST /api/cloud/file/info/queryFileEditPerm': ['May the caller edit this file?', '查询文件编辑权限'],
  'GET /api/cloud/file/info/app/{id}': ['Download a file for the app client', '客户端下载文件'],
  'POST /api/cloud/file/checkFileName': ['Check a name and md5 before an upload', '上传前校验文件名与MD5'],
  'POST /api/cloud/file/uploadLocalFile': [
    'Save a file whose content is already stored',
    '保存已存储内容的文件',
  ],
  'POST /api/cloud/file/saveFailMessage': ['Record a failed upload', '记录上传失败信息'],
  'POST /api/cloud/file/info/uploadFileSave': ['Save an uploaded file', '保存上传的文件'],
  'POST /api/cloud/file/info/uploadModelZipSave': ['Save an uploaded model zip', '保存上传的模型压缩包'],
  'POST /api/cloud/file/info/uploadModelFolderSave': [
    "Saves a model folder upload's main model at its relative path",
    '保存模型文件夹上传中的主模型文件',
  ],
  'POST /api/cloud/file/info/uploadFolderSave': [
    "Saves a folder upload's file at its relative path",
    '保存文件夹上传中的文件',
  ],
  'POST /api/cloud/file/getUploadType': ['The upload type', '查询上传方式'],
  'POST /api/cloud/file/upload/list/save': ['Saves upload-list lines', '保存传输列表记录'],
  'POST /api/cloud/file/upload/list/query': ["The caller's upload-list lines of a type", '传输列表'],
  'POST /api/cloud/file/upload/list/queryLoadList': ['Parse-import lines', '解析导入列表'],
  'POST /api/cloud/file/upload/list/clearAll': ["Clears the caller's lines of a type", '清空传输列表'],
  'POST /api/cloud/file/upload/list/remove': ["Removes the caller's lines by id", '删除传输列表记录'],
  'POST /api/cloud/file/upload/list/deleteById': [
    "Removes one of the caller's lines",
    '删除一条传输列表记录',
  ],
  'POST /api/cloud/file/info/previewSource': ['What the viewer shows for a file', '查看文件预览'],
  'POST /api/cloud/file/info/previewRetry': ['Runs a failed preview conversion again', '重试预览转换'],
  'POST /api/cloud/file/upload/list/queryPreviewState': ["A file's preview state", '查询文件预览状态'],
  'GET /api/cloud/file/info/downloadSvg': [
    'The sanitised SVG text of an uploaded .svg, or one sheet of a recognised P&ID drawing with its boxes',
    '获取 SVG 图纸',
  ],
  'GET /api/cloud/file/info/downloadDm2dSvg': [
    'The SVG drawing converted from a dxf/dwg',
    '获取 CAD 转换的 SVG 图纸',
  ],
  'POST /api/cloud/file/markup/query': ["A file's 2D markup shapes on every page", '查看批注'],
  'POST /api/cloud/file/markup/save': [
    "Replaces one page's markup shapes of a pdf, image or svg",
    '保存批注',
  ],
  'POST /api/cloud/file/info/modelConvert': ['Parses a model', '解析模型'],
  'POST /api/cloud/file/info/modelConvertVueRvm': [
    'Associates an attribute file with a .vue/.rvm model and parses it with it',
    '关联属性文件并解析模型',
  ],
  'POST /api/cloud/file/info/updateAttId': ["Sets a .vue/.rvm model's attribute file", '设置模型属性文件'],
  'POST /api/cloud/file/info/updatePublishState': ['Publish or unpublish parsed files', '发布或取消发布模型'],
  'POST /api/cloud/file/info/convertModelWlk': [
    'Upgrades parsed models that are neither upgraded nor upgrading',
    '升级模型',
  ],
  'POST /api/cloud/file/info/downloadFileModel': ['A presigned GET of the parsed GLB', '下载解析后的模型'],
  'POST /api/cloud/file/info/modelView': ["The 3D viewer's sources of a parsed model", '查看三维模型'],
  'GET /api/cloud/file/schedule/parseProgress': ["A file's parse state and progress", '查询模型解析进度'],
  'GET /api/cloud/convert/record/list': ["The caller's parse records, newest first", '我的解析记录'],
  'GET /api/oss/file/{id}': ['A stored object by its MD5', '按文件标识查询已存对象'],
  'POST /api/oss/file/multipart/init': [
    'Starts or resumes a multipart upload: presigned PUT addresses of every part',
    '开始或继续分片上传',
  ],
  'POST /api/oss/file/multipart/merge': [
    'Completes a multipart upload after checking every part',
    '合并分片上传',
  ],
  'POST /api/oss/file/multipart/abort': [
    "Cancels the caller's unfinished upload of this content",
    '取消未完成的上传',
  ],
  'POST /api/oss/file/getStsTemporaryToken': [
    "Temporary storage credentials limited to the caller's upload prefix",
    '获取临时上传凭证',
  ],
  'POST /api/oss/file/copyFile': [
    "Registers an object uploaded directly under the caller's prefix",
    '登记直传的文件',
  ],
};
