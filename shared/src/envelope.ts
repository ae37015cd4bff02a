/** The response envelope every API call answers with (api/README.md). */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
  /** OAuth answers carry the message here as well. */
  error_description?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  /** Opaque cursor for forward paging, when the list is served by an index query. */
  cursor?: string;
}

/** Codes the client lets through without an error toast (api/README.md). */
export const PASS_THROUGH_CODES = [200, 204, 417, 5000] as const;
