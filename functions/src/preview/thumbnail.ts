import { normalizeSuffix } from '@loopline/shared';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { dwgToSvg } from './dwgSvg.ts';
import { dxfToSvg } from './dxfSvg.ts';
import { PreviewRefusedError } from './errors.ts';
import { isOfficeSuffix, officeToPdf } from './office.ts';
import { renderPdfPage } from './pdf.ts';
import { sanitizeSvg } from './svgSanitize.ts';

/** Thumbnails are this many pixels wide (the height keeps the aspect ratio). */
export const THUMBNAIL_WIDTH = 256;
/** Image suffixes the thumbnailer reads (spec 1 §5 img list). */
export const IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'bmp', 'gif', 'tiff', 'tif'] as const;

export type ThumbnailType = 'image/png' | 'image/jpeg';

export interface Thumbnail {
  bytes: Uint8Array;
  contentType: ThumbnailType;
  width: number;
  height: number;
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
/** Thumbnails never render an SVG larger than this many pixels on its long side before scaling. */
const SVG_MAX_RENDER = 4096;

const isBmp = (bytes: Uint8Array) => bytes[0] === 0x42 && bytes[1] === 0x4d;

/** BMP is not among libvips' formats: decode it with Skia (@napi-rs/canvas) into raw RGBA for sharp. */
async function decodeWithCanvas(bytes: Uint8Array): Promise<Sharp> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** The first frame/page of an image file as a sharp pipeline, turned upright by its EXIF orientation. */
async function openImage(bytes: Uint8Array): Promise<Sharp> {
  try {
    if (isBmp(bytes)) return await decodeWithCanvas(bytes);
    const image = sharp(bytes, { pages: 1 });
    await image.metadata();
    return image.autoOrient();
  } catch (error) {
    throw new PreviewRefusedError('preview.imageUnreadable', (error as Error).message);
  }
}

async function encode(image: Sharp, contentType: ThumbnailType): Promise<Thumbnail> {
  try {
    const resized = image.resize({ width: THUMBNAIL_WIDTH }).flatten({ background: WHITE });
    const encoded =
      contentType === 'image/jpeg' ? resized.jpeg({ quality: 80, mozjpeg: true }) : resized.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), contentType, width: info.width, height: info.height };
  } catch (error) {
    throw new PreviewRefusedError('preview.imageUnreadable', (error as Error).message);
  }
}

/** A 256-px-wide thumbnail of a jpg, png, bmp, gif (first frame) or tiff (first page); JPEG for JPEG input. */
export async function imageThumbnail(bytes: Uint8Array, suffix: string): Promise<Thumbnail> {
  const normalized = normalizeSuffix(suffix);
  const type: ThumbnailType = normalized === 'jpg' || normalized === 'jpeg' ? 'image/jpeg' : 'image/png';
  return encode(await openImage(bytes), type);
}

/** A 256-px-wide PNG of the first page of a PDF, on white. */
export async function pdfThumbnail(bytes: Uint8Array): Promise<Thumbnail> {
  const canvas = await renderPdfPage(bytes, 1, THUMBNAIL_WIDTH);
  const png = await canvas.encode('png');
  return { bytes: new Uint8Array(png), contentType: 'image/png', width: canvas.width, height: canvas.height };
}

/**
 * A 256-px-wide PNG of an SVG, rendered by librsvg (inside sharp) at a density that makes it about
 * that wide. Uploaded SVG is sanitised first so the renderer never follows a reference; pass
 * `trusted` only for SVG this server generated itself.
 */
export async function svgThumbnail(
  svg: Uint8Array | string,
  options: { trusted?: boolean } = {},
): Promise<Thumbnail> {
  const text = options.trusted ? svg : sanitizeSvg(svg).svg;
  const input = Buffer.from(typeof text === 'string' ? text : new TextDecoder().decode(text));
  let intrinsic: Metadata;
  try {
    intrinsic = await sharp(input).metadata();
  } catch (error) {
    throw new PreviewRefusedError('preview.notSvg', (error as Error).message);
  }
  const width = intrinsic.width || THUMBNAIL_WIDTH;
  const height = intrinsic.height || THUMBNAIL_WIDTH;
  // Rendered at twice the thumbnail width, then scaled down, for smoother lines.
  const scale = Math.min((2 * THUMBNAIL_WIDTH) / width, SVG_MAX_RENDER / Math.max(width, height));
  const density = Math.min(100_000, Math.max(1, 72 * scale));
  return encode(sharp(input, { density }), 'image/png');
}

/** A whole TIFF (first page) as PNG for the image viewer, which browsers cannot show as TIFF. */
export async function tiffToPng(bytes: Uint8Array): Promise<Uint8Array> {
  const image = await openImage(bytes);
  try {
    return new Uint8Array(await image.png().toBuffer());
  } catch (error) {
    throw new PreviewRefusedError('preview.imageUnreadable', (error as Error).message);
  }
}

/**
 * The thumbnail of any file kind that has one: images, pdf, svg, dxf and dwg drawings, and office
 * documents (their first PDF page; this starts soffice). Other suffixes are 'formatNotSupported'.
 */
export async function thumbnailOf(bytes: Uint8Array, suffix: string): Promise<Thumbnail> {
  const normalized = normalizeSuffix(suffix);
  if ((IMAGE_SUFFIXES as readonly string[]).includes(normalized)) return imageThumbnail(bytes, normalized);
  if (normalized === 'pdf') return pdfThumbnail(bytes);
  if (normalized === 'svg') return svgThumbnail(bytes);
  if (normalized === 'dxf') return svgThumbnail(dxfToSvg(bytes).svg, { trusted: true });
  if (normalized === 'dwg') return svgThumbnail((await dwgToSvg(bytes)).svg, { trusted: true });
  if (isOfficeSuffix(normalized)) return pdfThumbnail(await officeToPdf(bytes, normalized));
  throw new PreviewRefusedError('formatNotSupported', `no thumbnail for .${normalized}`);
}
