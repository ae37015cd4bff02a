import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBigPdf } from './make-big-pdf.ts';

/** A one-second 440 Hz tone as 16-bit mono WAV. */
function tone(): Uint8Array {
  const rate = 8000;
  const samples = rate;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const v = new DataView(buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  v.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++)
    v.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), true);
  return new Uint8Array(buffer);
}

const TEXT = [
  '# 管道仪表流程图 — 设备清单 / P&ID equipment list',
  '',
  ...Array.from(
    { length: 60 },
    (_, i) =>
      `${String(i + 1).padStart(3, '0')}  PT-${101 + i}  压力变送器 pressure transmitter, line ${100 + i}-A, range 0-${10 + (i % 5)} bar; ${'very long remark '.repeat(i % 4 === 0 ? 12 : 1)}`,
  ),
].join('\n');

/** Writes the generated bench files (big PDFs, a tone, a broken video, a text file) once. */
export async function writeFixtures(dir: string, pageCounts: number[]) {
  mkdirSync(dir, { recursive: true });
  for (const pages of pageCounts) {
    const path = join(dir, `big-${pages}.pdf`);
    if (!existsSync(path)) writeFileSync(path, await makeBigPdf(pages));
  }
  writeFileSync(join(dir, 'tone.wav'), tone());
  writeFileSync(join(dir, 'broken.mp4'), new TextEncoder().encode('this is not a video file'.repeat(40)));
  writeFileSync(join(dir, 'sample.txt'), TEXT);
}
