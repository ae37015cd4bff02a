import type { Envelope } from '@loopline/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads any answer as an envelope (api/README.md): the code is the body's `code`, else the HTTP
 * status; the message is `msg`, else `error_description` (OAuth answers), else empty.
 */
export async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let body: unknown = null;
  const raw = await response.text();
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
  }
  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'number' ? record.code : response.status;
  const envelope: Envelope<T> = {
    code,
    success: typeof record.success === 'boolean' ? record.success : code === 200,
    msg: text(record.msg) ?? text(record.error_description) ?? '',
    data: ('data' in record ? record.data : null) as T,
  };
  const description = text(record.error_description);
  if (description) envelope.error_description = description;
  return envelope;
}
