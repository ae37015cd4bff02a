import type { PropertyValue } from '@loopline/shared';

/** Bytes as the loading indicator shows them ("12.4 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** A property value for display; booleans go through the caller's yes/no words. */
export function formatPropertyValue(value: PropertyValue, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10)));
  return value;
}

/** The screenshot's file name: the model's name without its suffix, plus ".png". */
export function screenshotFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '').trim();
  return `${base || 'model'}.png`;
}
