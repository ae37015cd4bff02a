import busboy from 'busboy';
import { BadRequestError, PayloadTooLargeError } from '../errors.ts';

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

/** Parses a multipart/form-data body held in memory (API Gateway hands Lambda the whole body). */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: { fileSize: number; files: number },
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.fileSize, files: limits.files },
      });
    } catch {
      reject(new BadRequestError('common.badMultipart'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        reject(new PayloadTooLargeError(`${Math.round(limits.fileSize / 1024 / 1024)} MB`)),
      );
      stream.on('close', () =>
        files.push({
          fieldName,
          fileName: info.filename ?? '',
          contentType: info.mimeType,
          data: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('filesLimit', () => reject(new BadRequestError('common.tooManyFiles', { max: limits.files })));
    parser.on('error', () => reject(new BadRequestError('common.badMultipart')));
    parser.on('close', () => resolve({ fields, files }));
    parser.end(body);
  });
}
