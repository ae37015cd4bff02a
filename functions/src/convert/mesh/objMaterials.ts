import type { Material } from 'three';
import { DEFAULT_COLOR, type Rgba, srgbToLinear, type TextureImage } from '../modelBuilder.ts';
import type { MaterialStyle } from './threeParts.ts';

interface MtlEntry {
  kd?: [number, number, number];
  opacity?: number;
  mapKd?: string;
}

/** Parses the parts of an MTL file a viewer needs: diffuse colour, opacity, diffuse texture. */
export function parseMtl(text: string): Map<string, MtlEntry> {
  const entries = new Map<string, MtlEntry>();
  let current: MtlEntry | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const [keyword, ...rest] = line.split(/\s+/);
    const key = keyword?.toLowerCase();
    if (key === 'newmtl') {
      current = {};
      entries.set(rest.join(' '), current);
    } else if (current && key === 'kd') {
      const [r, g, b] = rest.map(Number);
      if ([r, g, b].every((v) => Number.isFinite(v))) current.kd = [r!, g!, b!];
    } else if (current && key === 'd') {
      current.opacity = Number(rest[0]);
    } else if (current && key === 'tr') {
      current.opacity = 1 - Number(rest[0]);
    } else if (current && key === 'map_kd' && rest.length > 0) {
      // Options such as `-s 1 1 1` may come first; the file name is last.
      current.mapKd = rest[rest.length - 1];
    }
  }
  return entries;
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function baseName(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).toLowerCase();
}

/** The MTL companions an OBJ names with `mtllib` (falling back to any uploaded .mtl). */
export function findMtl(objText: string, companions: Map<string, Uint8Array>): string | undefined {
  const named = [...objText.matchAll(/^mtllib\s+(.+?)\s*$/gm)].map((match) => baseName(match[1]!));
  const key =
    named.find((name) => companions.has(name)) ?? [...companions.keys()].find((k) => k.endsWith('.mtl'));
  const bytes = key ? companions.get(key) : undefined;
  return bytes ? new TextDecoder().decode(bytes) : undefined;
}

/**
 * Style for OBJ groups: the MTL entry of the group's `usemtl` name (colour, opacity, and a PNG or
 * JPEG texture when the image was uploaded with the model); plain grey otherwise.
 */
export function mtlStyle(entries: Map<string, MtlEntry>, companions: Map<string, Uint8Array>): MaterialStyle {
  return (material: Material | undefined) => {
    const entry = material ? entries.get(material.name) : undefined;
    // Without an MTL entry OBJLoader's own material is plain white; grey shades better.
    if (!entry) return { color: DEFAULT_COLOR };
    const [r, g, b] = entry.kd ?? [0.8, 0.8, 0.8];
    const opacity = Number.isFinite(entry.opacity) ? Math.min(1, Math.max(0, entry.opacity!)) : 1;
    const color: Rgba = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b), opacity];
    return { color, texture: textureOf(entry, companions) };
  };
}

function textureOf(entry: MtlEntry, companions: Map<string, Uint8Array>): TextureImage | undefined {
  if (!entry.mapKd) return undefined;
  const name = baseName(entry.mapKd);
  const mimeType = MIME[name.split('.').pop() ?? ''];
  const bytes = companions.get(name);
  return mimeType && bytes ? { name, bytes, mimeType } : undefined;
}
