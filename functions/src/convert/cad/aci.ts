/**
 * AutoCAD Color Index → 0xRRGGBB. 1–9 and 250–255 are fixed; 10–249 are 24 hues (15° apart) × 5
 * shades, even indices fully saturated and odd ones half. Computed rather than tabled; it matches
 * dxf-parser's table (aci.test.ts checks a sample).
 */
const FIXED: Record<number, number> = {
  1: 0xff0000,
  2: 0xffff00,
  3: 0x00ff00,
  4: 0x00ffff,
  5: 0x0000ff,
  6: 0xff00ff,
  7: 0xffffff,
  8: 0x808080,
  9: 0xc0c0c0,
};
const GREYS = [0x333333, 0x5b5b5b, 0x848484, 0xadadad, 0xd6d6d6, 0xffffff];
const SHADES = [255, 255, 204, 204, 153, 153, 127, 127, 76, 76];

function hueChannel(hue: number, n: number): number {
  const k = (n + hue / 60) % 6;
  return 1 - Math.max(0, Math.min(k, 4 - k, 1));
}

export function aciToRgb(index: number): number {
  const fixed = FIXED[index];
  if (fixed !== undefined) return fixed;
  if (index >= 250 && index <= 255) return GREYS[index - 250]!;
  if (index < 10 || index > 249) return 0xffffff;
  const hue = Math.floor((index - 10) / 10) * 15;
  const level = index % 10;
  const value = SHADES[level]!;
  const [r, g, b] = [5, 3, 1].map((n) => {
    const c = hueChannel(hue, n);
    return Math.round(level % 2 === 0 ? c * value : value * (0.5 + 0.5 * c));
  });
  return (r! << 16) | (g! << 8) | b!;
}
