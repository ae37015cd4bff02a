/**
 * Writes a long test PDF for the bench in run.ts: `tsx make-big-pdf.ts <pages> <out.pdf>`. Each letter
 * page has a heading, 40 lines of text with instrument tags, and a small drawing (lines, boxes, circles),
 * so pages cost real rendering work.
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export async function makeBigPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Process line list - sheet ${n} of ${pages}`, { x: 48, y: 740, size: 18, font: bold });
    for (let line = 0; line < 40; line++) {
      const tag = `PT-${n}-${String(line).padStart(2, '0')}`;
      page.drawText(
        `${tag}  pressure transmitter on line ${100 + line}-${n}, range 0-${10 + (line % 7)} bar`,
        {
          x: 48,
          y: 700 - line * 14,
          size: 10,
          font,
        },
      );
    }
    for (let i = 0; i < 12; i++) {
      const x = 60 + (i % 6) * 85;
      const y = 30 + Math.floor(i / 6) * 55;
      page.drawRectangle({ x, y, width: 60, height: 40, borderColor: rgb(0, 0, 0), borderWidth: 1 });
      page.drawCircle({ x: x + 30, y: y + 20, size: 12, borderColor: rgb(0.1, 0.3, 0.7), borderWidth: 1 });
      page.drawLine({ start: { x: x + 60, y: y + 20 }, end: { x: x + 85, y: y + 20 }, thickness: 1 });
    }
  }
  return doc.save();
}

if (process.argv[1]?.endsWith('make-big-pdf.ts')) {
  const [pages = '500', out = '/tmp/ll-viewers-bench/big-500.pdf'] = process.argv.slice(2);
  writeFileSync(out, await makeBigPdf(Number(pages)));
  console.log(`wrote ${out}`);
}
