/** Route summaries by route ("METHOD /api/path"): what the call does, in English and Chinese. */
export type RouteSummaries = Readonly<Record<string, readonly [en: string, zh: string]>>;
