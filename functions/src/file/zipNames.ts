import { numberedName } from './model.ts';

/**
 * Archive entry names that cannot climb out of the folder they are extracted into (zip slip).
 * Names are refused at the door (`fileNameProblem` in shared), but entries written before that
 * rule, or by a path that skipped it, must still never yield `../x`, `/etc/x` or `C:\x` in an
 * archive: this is the defence in depth, applied where the archive is written.
 */

const CONTROL_CHARS = /\p{Cc}/gu;
const FALLBACK = '_';

/** One name as a single path segment: no separators or control characters, never empty, "." or "..". */
export function safeSegment(name: string): string {
  const cleaned = name.replace(CONTROL_CHARS, '').replace(/[/\\]/g, '_').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return FALLBACK;
  // A drive letter ("C:") makes some extractors treat the entry as absolute.
  return cleaned.replace(/:/g, '_');
}

/**
 * A whole entry path made safe as it is handed to the archiver: backslashes read as separators,
 * then empty, "." and ".." segments dropped (so no leading slash and no climbing), control
 * characters removed; a folder keeps its trailing slash.
 */
export function safeEntryPath(path: string, isFolder: boolean): string {
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .map((s) => s.replace(CONTROL_CHARS, '').replace(/:/g, '_').trim())
    .filter((s) => s && s !== '.' && s !== '..');
  const joined = segments.length ? segments.join('/') : FALLBACK;
  return isFolder ? `${joined}/` : joined;
}

/** Picks names unique (case-insensitively) within each folder of the archive: "name (2).ext" style. */
export class ArchiveNames {
  private readonly taken = new Map<string, Set<string>>();

  /** The safe, unique path of `name` inside the folder at `parentPath` ('' for the archive's top). */
  child(parentPath: string, name: string): string {
    const names = this.taken.get(parentPath) ?? new Set<string>();
    this.taken.set(parentPath, names);
    const base = safeSegment(name);
    let candidate = base;
    for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = numberedName(base, n);
    names.add(candidate.toLowerCase());
    return parentPath ? `${parentPath}/${candidate}` : candidate;
  }
}
