/** The search fields of a back-office list header (spec 3 §2) and how their values become a query. */
export interface SearchOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The query parameter the value is sent as. */
  key: string;
  label: string;
}

export type SearchField =
  | (FieldBase & { kind: 'text' })
  | (FieldBase & { kind: 'select'; options: SearchOption[] })
  | (FieldBase & { kind: 'multiselect'; options: SearchOption[] })
  /** noFuture: the variant that disables dates from tomorrow on. */
  | (FieldBase & { kind: 'date'; noFuture?: boolean })
  /** The range is sent as `startKey` / `endKey` (YYYY-MM-DD). */
  | (FieldBase & { kind: 'dateRange'; startKey: string; endKey: string; noFuture?: boolean });

export interface DayRange {
  start: string;
  end: string;
}
export type SearchValue = string | string[] | DayRange;
export type SearchValues = Record<string, SearchValue | undefined>;

/** The query parameters of the filled fields; empty ones are left out. */
export function searchQuery(fields: SearchField[], values: SearchValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined) continue;
    if (field.kind === 'dateRange') {
      if (typeof value === 'object' && !Array.isArray(value) && value.start && value.end) {
        query[field.startKey] = value.start;
        query[field.endKey] = value.end;
      }
    } else if (Array.isArray(value)) {
      if (value.length) query[field.key] = value.join(',');
    } else if (typeof value === 'string' && value.trim()) {
      query[field.key] = value.trim();
    }
  }
  return query;
}

/** Days after today (in the browser's zone) cannot be picked in the noFuture variant. */
export function notAfterToday(date: Date, now: Date = new Date()): boolean {
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return date.getTime() < endOfToday;
}

/** How many advanced fields hold a value (shown on the collapsed section). */
export function filledCount(fields: SearchField[], values: SearchValues): number {
  return fields.filter((field) => {
    const q = searchQuery([field], values);
    return Object.keys(q).length > 0;
  }).length;
}
