/** P&ID recognition runs (recognise state machine, recTask, identifyProgress): why a drawing failed, and the answers. */
export const en = {
  'pid.emptyFile': 'The drawing is an empty file (0 bytes).',
  'pid.unreadable': 'The drawing cannot be read: the PDF is damaged, encrypted or not a PDF.',
  'pid.tooManyPixels': 'The image is too large to recognise (more than the pixel limit per page).',
  'pid.pageMissing': 'A page of the drawing could not be found.',
  'pid.tooManyPages': 'The drawing has {{pages}} pages; one recognition task takes at most {{max}}.',
  'pid.notDrawing': 'Only PDF, PNG and JPG drawings can be recognised.',
  'pid.recognitionFailed': 'The drawing could not be recognised.',
  'pid.timeout': 'Recognising the drawing took too long and was stopped.',
  'pid.submitted': 'Recognition started.',
  'pid.nothingToRecognise': 'The selection holds no PDF, PNG or JPG drawing.',
  'pid.alreadyRecognising': 'This drawing is already being recognised.',
  'pid.notRecognised': 'This drawing has not been recognised yet.',
};

export const zh: Record<keyof typeof en, string> = {
  'pid.emptyFile': '图纸是空文件（0 字节）。',
  'pid.unreadable': '无法读取图纸：PDF 已损坏、已加密或不是 PDF 文件。',
  'pid.tooManyPixels': '图片过大，无法识别（超过每页像素上限）。',
  'pid.pageMissing': '找不到图纸的某一页。',
  'pid.tooManyPages': '图纸共 {{pages}} 页，一次识别任务最多 {{max}} 页。',
  'pid.notDrawing': '只能识别 PDF、PNG 和 JPG 图纸。',
  'pid.recognitionFailed': '图纸识别失败。',
  'pid.timeout': '图纸识别超时，已停止。',
  'pid.submitted': '已开始识别。',
  'pid.nothingToRecognise': '所选内容中没有 PDF、PNG 或 JPG 图纸。',
  'pid.alreadyRecognising': '该图纸正在识别中。',
  'pid.notRecognised': '该图纸尚未识别。',
};
