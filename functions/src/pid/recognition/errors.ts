/** A drawing the engine refuses (empty, unreadable, too many pixels or pages): caught into state 99. */
export class PidRefused extends Error {
  constructor(
    readonly reason: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(JSON.stringify({ reason, params }));
    this.name = 'PidRefused';
  }
}

/** The run lost its drawing: the file was deleted, or a newer run took over. Nothing more to write. */
export class PidStale extends Error {
  constructor() {
    super('stale recognition run');
    this.name = 'PidStale';
  }
}

/**
 * The reason of a caught error as Step Functions hands it over: locally `Cause` is the error's message,
 * on AWS the Lambda error JSON ({ errorType, errorMessage }). A crash or a timeout is a generic failure.
 */
export function failureOf(caught: { Error?: string; Cause?: string } | undefined): {
  reason: string;
  params: Record<string, string | number>;
} {
  if (caught?.Error === 'States.Timeout') return { reason: 'pid.timeout', params: {} };
  if (caught?.Error !== 'PidRefused') return { reason: 'pid.recognitionFailed', params: {} };
  let message = caught.Cause ?? '';
  try {
    const outer = JSON.parse(message) as { errorMessage?: unknown };
    if (typeof outer?.errorMessage === 'string') message = outer.errorMessage;
  } catch {
    return { reason: 'pid.recognitionFailed', params: {} };
  }
  try {
    const inner = JSON.parse(message) as { reason?: unknown; params?: Record<string, string | number> };
    if (typeof inner.reason === 'string' && /^pid\.[A-Za-z]+$/.test(inner.reason))
      return { reason: inner.reason, params: inner.params ?? {} };
  } catch {
    // not ours
  }
  return { reason: 'pid.recognitionFailed', params: {} };
}
