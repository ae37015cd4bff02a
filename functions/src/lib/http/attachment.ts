import { type Language, translate } from '@loopline/shared';

/** A Content-Disposition that carries a non-ASCII name (RFC 6266 / 5987) with an ASCII fallback. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** An xlsx attachment named by a message key. */
export function attachmentName(key: string, lang: Language): string {
  return attachment(`${translate(key, lang)}.xlsx`);
}

/** An export's name: the translated word and the date, YYYY-MM-DD (spec 3 §9). */
export function datedName(key: string, lang: Language, now = new Date()): string {
  return `${translate(key, lang)} ${now.toISOString().slice(0, 10)}.xlsx`;
}
