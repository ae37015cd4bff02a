/** Model conversion (parse pipeline, issue 7): why a 3D model could not be converted. */
export const en = {
  'model.unsupportedFormat': 'This file type cannot be converted into a 3D model.',
  'model.corrupt': 'The model file is damaged or is not a valid file of its type.',
  'model.truncated': 'The model file is incomplete (it ends too early). Please upload it again.',
  'model.parseFailed': 'The model file could not be read.',
  'model.empty': 'The model file contains no 3D geometry.',
  'model.tooLarge': 'The model is too large to convert.',
  'model.timeout': 'Converting the model took too long and was stopped.',
  'model.missingResource':
    'The model refers to a file (such as a .bin buffer or a texture) that was not uploaded with it.',
  'model.dwgNotSupported': 'This DWG file cannot be converted. Save it as DXF and upload that instead.',
  'model.dwgSolidsNotSupported':
    'This DWG file holds 3D solids, which cannot be converted. Export the model as STEP or IFC instead.',
  'model.upgradeFailed': 'The model could not be optimised.',
};

export const zh: Record<keyof typeof en, string> = {
  'model.unsupportedFormat': '该文件类型无法转换为三维模型',
  'model.corrupt': '模型文件已损坏，或不是有效的该类型文件',
  'model.truncated': '模型文件不完整（文件提前结束），请重新上传',
  'model.parseFailed': '无法读取该模型文件',
  'model.empty': '模型文件中没有三维几何体',
  'model.tooLarge': '模型过大，无法转换',
  'model.timeout': '模型转换时间过长，已停止',
  'model.missingResource': '模型引用的文件（如 .bin 数据或贴图）未随模型一起上传',
  'model.dwgNotSupported': '无法转换该 DWG 文件，请另存为 DXF 后上传',
  'model.dwgSolidsNotSupported': '该 DWG 文件包含三维实体，无法转换，请导出为 STEP 或 IFC 后上传',
  'model.upgradeFailed': '模型优化失败',
};
