/**
 * The name of an export (spec 3 §9: "export file names carry the date as YYYY-MM-DD; exports are xlsx"):
 * `<base> <YYYY-MM-DD>.xlsx`, the day in the local zone of whoever names it (the server runs in UTC).
 * One helper for every export, on the server and in the SPA.
 */
export function datedExportName(base: string, day: Date = new Date(), extension = 'xlsx'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${day.getFullYear()}-${p(day.getMonth() + 1)}-${p(day.getDate())}`;
  return `${base} ${stamp}.${extension}`;
}
