/**
 * The type an example file is served with, from its name's extension. Only types a browser shows
 * without running anything are served as themselves; everything else (HTML, SVG, scripts, models)
 * is served as bytes to save, so a file opened from the sample project can never run code on our origin.
 */
const VIEWABLE: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

export function servedType(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return VIEWABLE[ext] ?? 'application/octet-stream';
}

/** Whether a browser shows bytes of this (served) type by itself. */
export function viewableType(contentType: string): boolean {
  return contentType !== 'application/octet-stream';
}

/** The headers of an example file's bytes: shown inline when viewable, else saved. */
export function contentHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = viewableType(contentType) ? 'inline' : 'attachment';
  return {
    'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}
