import type { Detail, PageGraphics } from './types.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => Number(v.toFixed(2));

/**
 * The page as SVG with the recognised boxes on top (class = detail type, data-tag = tag). A vector
 * page is redrawn from its paths and words; a raster page embeds the image (`imageHref`, a data URL).
 */
export function pageSvg(page: PageGraphics, details: Detail[], imageHref?: string): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(page.width)} ${n(page.height)}" width="${n(page.width)}" height="${n(page.height)}">`,
    '<rect width="100%" height="100%" fill="#fff"/>',
  ];
  if (imageHref) {
    parts.push(
      `<image href="${esc(imageHref)}" x="0" y="0" width="${n(page.width)}" height="${n(page.height)}"/>`,
    );
  } else {
    parts.push('<g stroke="#000" fill="none" stroke-width="0.6">');
    for (const s of page.segments) {
      parts.push(
        `<line x1="${n(s.a.x)}" y1="${n(s.a.y)}" x2="${n(s.b.x)}" y2="${n(s.b.y)}"${s.dashed ? ' stroke-dasharray="4 3"' : ''}/>`,
      );
    }
    for (const c of page.circles)
      parts.push(
        `<circle cx="${n(c.c.x)}" cy="${n(c.c.y)}" r="${n(c.r)}"${c.filled ? ' fill="#000"' : ''}/>`,
      );
    for (const p of page.polygons) {
      parts.push(
        `<polygon points="${p.points.map((q) => `${n(q.x)},${n(q.y)}`).join(' ')}"${p.filled ? ' fill="#000"' : ''}/>`,
      );
    }
    parts.push('</g><g font-family="sans-serif" fill="#000">');
    for (const t of page.texts) {
      const size = n(t.angle % 180 === 0 ? t.box.h : t.box.w);
      const x = t.angle === 90 ? t.box.x + t.box.w * 0.8 : t.box.x;
      const y = t.angle === 90 ? t.box.y + t.box.h : t.box.y + t.box.h * 0.8;
      const turn = t.angle ? ` transform="rotate(${-t.angle} ${n(x)} ${n(y)})"` : '';
      parts.push(`<text x="${n(x)}" y="${n(y)}" font-size="${size}"${turn}>${esc(t.text)}</text>`);
    }
    parts.push('</g>');
  }
  parts.push('<g fill="none" stroke-width="1">');
  for (const d of details) {
    parts.push(
      `<rect class="${d.type}" data-id="${d.id}" data-tag="${esc(d.tag)}" x="${n(d.box.x)}" y="${n(d.box.y)}" width="${n(d.box.w)}" height="${n(d.box.h)}" stroke="${COLOURS[d.type]}"/>`,
    );
  }
  parts.push('</g></svg>');
  return parts.join('\n');
}

const COLOURS: Record<Detail['type'], string> = {
  instrument: '#d62728',
  valve: '#1f77b4',
  equipment: '#2ca02c',
  line: '#9467bd',
  offPage: '#ff7f0e',
  flowArrow: '#8c564b',
};
