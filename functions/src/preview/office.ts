import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { normalizeSuffix } from '@loopline/shared';
import { ConversionFailedError, PreviewRefusedError } from './errors.ts';
import { runTool, withTempDir } from './process.ts';

/** Office formats converted to PDF for the pdf viewer (spec 1 §5). */
export const OFFICE_SUFFIXES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
export type OfficeSuffix = (typeof OFFICE_SUFFIXES)[number];

export const OFFICE_TIMEOUT_MS = 120_000;

export interface OfficeOptions {
  /** The LibreOffice program; default 'soffice' on PATH. */
  soffice?: string;
  timeoutMs?: number;
}

export function isOfficeSuffix(suffix: string): suffix is OfficeSuffix {
  return (OFFICE_SUFFIXES as readonly string[]).includes(suffix);
}

/** soffice arguments for one conversion with a private profile (no shared lock, no first-start wizard). */
export function sofficeArgs(dir: string, inputName: string): string[] {
  return [
    `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
    '--headless',
    '--invisible',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    '--nologo',
    '--convert-to',
    'pdf',
    '--outdir',
    join(dir, 'out'),
    join(dir, inputName),
  ];
}

/**
 * Converts a Word, Excel or PowerPoint file to PDF with LibreOffice headless, in a private temp
 * directory with its own profile, killed after the timeout, the directory removed afterwards.
 * Throws ConverterMissingError when soffice is not installed, never returns an empty PDF.
 */
export async function officeToPdf(
  bytes: Uint8Array,
  suffix: string,
  options: OfficeOptions = {},
): Promise<Uint8Array> {
  const normalized = normalizeSuffix(suffix);
  if (!isOfficeSuffix(normalized))
    throw new PreviewRefusedError('formatNotSupported', `not office: ${suffix}`);
  if (bytes.byteLength === 0) throw new PreviewRefusedError('fileSizeTip');
  return withTempDir('office', async (dir) => {
    const inputName = `input.${normalized}`;
    await writeFile(join(dir, inputName), bytes);
    await runTool({
      command: options.soffice ?? 'soffice',
      args: sofficeArgs(dir, inputName),
      cwd: dir,
      timeoutMs: options.timeoutMs ?? OFFICE_TIMEOUT_MS,
      env: { ...process.env, HOME: dir, SAL_USE_VCLPLUGIN: 'svp' },
    });
    const pdf = await readFile(join(dir, 'out', 'input.pdf')).catch(() => null);
    if (!pdf || !isPdf(pdf)) throw new ConversionFailedError(`soffice wrote no PDF for .${normalized}`);
    return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  });
}

/** A PDF starts with `%PDF-`. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.byteLength > 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
}
