import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PidPageRefusedError } from '../errors.ts';
import { binarise, decodeGrey, estimateSkew, otsu, unrotate } from './image.ts';

/** A PNG whose header claims a size; the pixel data is one row, so only a header check can answer. */
function pngClaiming(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('raster page image', () => {
  it('refuses a 30,000 × 30,000 px image from its header, and an empty file', async () => {
    await expect(decodeGrey(pngClaiming(30_000, 30_000))).rejects.toMatchObject({
      reason: 'pid.tooManyPixels',
    });
    await expect(decodeGrey(new Uint8Array())).rejects.toBeInstanceOf(PidPageRefusedError);
    await expect(decodeGrey(new Uint8Array([1, 2, 3]))).rejects.toMatchObject({ reason: 'pid.unreadable' });
  });

  it('thresholds ink from paper and measures and undoes a skew', () => {
    const width = 400;
    const height = 300;
    const data = new Uint8Array(width * height).fill(240);
    const slope = Math.tan((1.2 * Math.PI) / 180);
    for (const y0 of [60, 120, 180, 240]) {
      for (let x = 20; x < 380; x++) {
        const y = Math.round(y0 + (x - 200) * slope);
        for (let t = 0; t < 3; t++) data[(y + t) * width + x] = 20;
      }
    }
    const img = { width, height, data };
    const t = otsu(img);
    expect(t >= 20 && t < 240).toBe(true);
    const bin = binarise(img);
    const skew = estimateSkew(bin, width, height);
    expect(skew).toBeCloseTo(1.2, 0);
    expect(estimateSkew(unrotate(bin, width, height, skew), width, height)).toBeCloseTo(0, 0);
  });
});
