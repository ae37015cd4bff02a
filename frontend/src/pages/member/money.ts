/** Integer fen as money in the interface language (¥60.00); amounts stay integers until shown. */
export function formatFen(fen: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
  }).format(fen / 100);
}
