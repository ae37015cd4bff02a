/** Integer fen as money in the interface language (¥60.00); amounts stay integers until shown. */
export function formatFen(fen: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: 'CNY',
  }).format(fen / 100);
}

/** A yuan amount typed by an administrator ("60", "19.9") as integer fen; null when it is not one. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen as the plain yuan text of a form field ("60.00"). */
export const yuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
