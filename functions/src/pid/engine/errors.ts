/** Why a page cannot be recognised; `reason` is a message key the state machine stores with state 99. */
export type PageRefusal = 'pid.tooManyPixels' | 'pid.unreadable' | 'pid.emptyFile' | 'pid.pageMissing';

export class PidPageRefusedError extends Error {
  constructor(
    readonly reason: PageRefusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'PidPageRefusedError';
  }
}
