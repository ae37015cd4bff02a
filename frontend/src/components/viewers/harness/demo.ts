import type { MarkupShape } from '../types.ts';

/** An SVG with everything a sanitiser must remove (checked in the browser by run.ts). */
export const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" onload="window.__pwned='onload'">
<script>window.__pwned='script'</script>
<rect x="10" y="10" width="380" height="180" fill="#dff" stroke="#088" onclick="window.__pwned='click'"/>
<text x="30" y="100" font-size="24">Safe text PT-101</text>
<image href="x" onerror="window.__pwned='onerror'" width="1" height="1"/>
</svg>`;

/** One of each markup kind, placed for the sample file of each viewer (page coordinates). */
export function demoShapes(viewer: string): MarkupShape[] {
  // Sizes: PID-Rev07.pdf 1224 × 792; sied-pid-excerpt.png 2104 × 1132; dexpi SVG 416 × 297.
  const k = viewer === 'image' ? 1.72 : viewer === 'svg' ? 0.34 : 1;
  const p = (x: number, y: number) => ({ x: x * k, y: y * k });
  const base = { page: 1, width: 3 };
  return [
    { ...base, id: 'd-rect', annoType: 'rect', points: [p(80, 90), p(300, 220)], stroke: '#e02020' },
    { ...base, id: 'd-ellipse', annoType: 'ellipse', points: [p(360, 90), p(560, 220)], stroke: '#2185d0' },
    { ...base, id: 'd-cloud', annoType: 'cloud', points: [p(620, 80), p(900, 240)], stroke: '#e02020' },
    { ...base, id: 'd-arrow', annoType: 'arrow', points: [p(120, 420), p(320, 300)], stroke: '#f2711c' },
    { ...base, id: 'd-line', annoType: 'line', points: [p(380, 300), p(560, 420)], stroke: '#21ba45' },
    {
      ...base,
      id: 'd-pen',
      annoType: 'pen',
      points: [p(620, 400), p(660, 330), p(700, 420), p(740, 330), p(780, 420), p(820, 340)],
      stroke: '#a333c8',
    },
    {
      ...base,
      id: 'd-text',
      annoType: 'text',
      points: [p(940, 110)],
      stroke: '#1b1c1d',
      text: '检查阀门 V-101',
      width: 5,
    },
  ];
}
