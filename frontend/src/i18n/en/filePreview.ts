/** The preview page around the viewers (spec 1 §2, §4): header, conversion states, markup saving. */
export const filePreview = {
  'filePreview.backToFolder': 'Back to the folder',
  'filePreview.backToLink': 'Back to the shared files',
  'filePreview.download': 'Download',
  'filePreview.exportPdf': 'Export PDF with markup',
  'filePreview.exportPng': 'Export PNG with markup',
  'filePreview.exportFailed': 'The export could not be made.',
  'filePreview.converting': 'Preparing the preview…',
  'filePreview.convertingHint':
    'The file is being converted for viewing. This page updates by itself when it is ready.',
  'filePreview.failed': 'The preview could not be prepared',
  'filePreview.failedNoReason': 'The conversion failed without a reason.',
  'filePreview.loadFailed': 'The preview could not be loaded',
  'filePreview.retry': 'Try again',
  'filePreview.recheck': 'Check again',
  'filePreview.reconvert': 'Convert again',
  'filePreview.badLink': 'This preview link is incomplete: it names no file.',
  'filePreview.markupSaving': 'Saving markup…',
  'filePreview.markupSaved': 'Markup saved',
  'filePreview.markupSaveFailed': 'Markup not saved',
};
