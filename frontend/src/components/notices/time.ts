/** "Just now", minutes, hours or days ago (spec 1 §9), else the date; as i18n keys and counts. */
export function relativeTime(iso: string, now = Date.now()): { key: string; count?: number; date?: string } {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return { key: 'notices.date', date: iso };
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return { key: 'notices.justNow' };
  if (minutes < 60) return { key: 'notices.minutesAgo', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'notices.hoursAgo', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 30) return { key: 'notices.daysAgo', count: days };
  return { key: 'notices.date', date: new Date(at).toISOString().slice(0, 10) };
}
