import busboy from 'busboy';
import { type AppError, BadRequestError, PayloadTooLargeError } from '../errors.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Parses a multipart/form-data body held in memory (API Gateway hands Lambda the whole body).
 * Every way the body can be wrong (a truncated form, a file over the limit, too many files) rejects
 * with a client error, once: busboy may report several of them for one body, and an 'error' event
 * without a listener (a file stream cut short) would otherwise be thrown past the promise.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: { fileSize: number; files: number },
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const unreadable = () => fail(new BadRequestError('common.badMultipart'));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.fileSize, files: limits.files },
      });
    } catch {
      unreadable();
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(new PayloadTooLargeError(`${Math.round(limits.fileSize / 1024 / 1024)} MB`)),
      );
      stream.on('error', unreadable);
      stream.on('close', () =>
        files.push({
          fieldName,
          fileName: info.filename ?? '',
          contentType: info.mimeType,
          data: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('filesLimit', () => fail(new BadRequestError('common.tooManyFiles', { max: limits.files })));
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    parser.end(body);
  });
}
