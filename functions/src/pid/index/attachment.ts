/** A Content-Disposition for a download whose name may be non-ASCII (RFC 6266 / 5987), with an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
