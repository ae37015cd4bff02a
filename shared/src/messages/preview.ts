/**
 * File preview (spec 1 §2, §5, §8): the spec's refusal keys as named there, and the server's
 * conversion errors under `preview.*`.
 */
export const en = {
  fileSizeTip: 'The file is empty and cannot be previewed.',
  fileTooLargeTip: 'The file is too large to preview.',
  modelPreviewTip: 'This is a model file; open it in the model viewer.',
  previewTip: 'The preview is not ready. Please try again later.',
  previewTip1: 'The drawing is being recognised. Please preview it later.',
  previewTip2: 'Recognition failed, unable to preview.',
  formatNotSupported: 'Preview is not supported for this format.',
  'preview.converterMissing': 'The {{converter}} converter is not installed on the server.',
  'preview.conversionFailed': 'The file could not be converted for preview.',
  'preview.conversionTimeout': 'Converting the file for preview took too long.',
  'preview.drawingUnreadable': 'The drawing could not be read.',
  'preview.drawingEmpty': 'The drawing has nothing to show.',
  'preview.imageUnreadable': 'The image could not be read.',
  'preview.pdfUnreadable': 'The PDF file could not be read.',
  'preview.notSvg': 'The file is not a valid SVG image.',
  'preview.notText': 'The file is not a text file.',
  'preview.mediaUnreadable': 'The audio or video file could not be read.',
};

export const zh: Record<keyof typeof en, string> = {
  fileSizeTip: '文件为空，无法预览',
  fileTooLargeTip: '文件过大，无法预览',
  modelPreviewTip: '该文件为模型文件，请在模型浏览器中查看',
  previewTip: '文件预览尚未就绪，请稍后再试',
  previewTip1: '图纸正在识别中，请稍后预览',
  previewTip2: '识别失败，无法预览',
  formatNotSupported: '该格式暂不支持预览',
  'preview.converterMissing': '服务器未安装{{converter}}转换程序',
  'preview.conversionFailed': '文件转换失败，无法预览',
  'preview.conversionTimeout': '文件预览转换超时',
  'preview.drawingUnreadable': '无法读取该图纸',
  'preview.drawingEmpty': '图纸中没有可显示的内容',
  'preview.imageUnreadable': '无法读取该图片',
  'preview.pdfUnreadable': '无法读取该PDF文件',
  'preview.notSvg': '该文件不是有效的SVG图片',
  'preview.notText': '该文件不是文本文件',
  'preview.mediaUnreadable': '无法读取该音视频文件',
};
