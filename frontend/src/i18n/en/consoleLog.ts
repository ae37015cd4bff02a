/** Whitelist import and download, access history, platform-user account screens. */
export const consoleLog = {
  'system.whitelist.download': 'Download',
  'system.whitelist.import': 'Import from Excel',
  'system.whitelist.importTitle': 'Import result',
  'system.whitelist.importSummary': '{{added}} added, {{skipped}} skipped',
  'system.whitelist.row': 'Row',
  'system.whitelist.result': 'Result',
  'system.whitelist.result.added': 'Added',
  'system.whitelist.result.exists': 'Already on the whitelist',
  'system.whitelist.result.repeated': 'Repeats an earlier row',
  'system.whitelist.result.invalid': 'Not a phone number or prefix',
  'system.whitelist.result.remarkTooLong': 'Remark too long',
  'system.whitelist.downloadLog': 'Download import log',
  'system.whitelist.close': 'Close',
  'system.whitelist.downloadFailed': 'Download failed',
};
