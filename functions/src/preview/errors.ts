import type { MessageKey } from '@loopline/shared';
import { AppError } from '../lib/errors.ts';

/**
 * Errors of the preview conversions. Each carries a message key of `shared/src/messages/preview.ts`
 * (or a spec refusal key); `detail` is for logs only and never shown to users.
 */
export class PreviewError extends AppError {
  readonly detail: string | undefined;
  constructor(
    status: number,
    key: MessageKey,
    params: Record<string, string | number> = {},
    detail?: string,
  ) {
    super(status, key, params);
    this.detail = detail;
  }
}

/** The input is not something this conversion previews (wrong format, too large, not readable). */
export class PreviewRefusedError extends PreviewError {
  constructor(key: MessageKey, detail?: string) {
    super(422, key, {}, detail);
  }
}

/** The external program a conversion needs (soffice, ffmpeg) is not installed on this machine. */
export class ConverterMissingError extends PreviewError {
  readonly converter: string;
  constructor(converter: string) {
    super(503, 'preview.converterMissing', { converter }, `${converter} not found on PATH`);
    this.converter = converter;
  }
}

/** The converter ran but produced nothing usable. */
export class ConversionFailedError extends PreviewError {
  constructor(detail: string, key: MessageKey = 'preview.conversionFailed') {
    super(422, key, {}, detail);
  }
}

/** The converter did not finish in time and was killed. */
export class ConversionTimeoutError extends PreviewError {
  constructor(converter: string, timeoutMs: number) {
    super(504, 'preview.conversionTimeout', {}, `${converter} killed after ${timeoutMs} ms`);
  }
}
