import { normalizeSuffix, type PreviewRendition, previewRendition, previewTypeOf } from '@loopline/shared';
import { dwgToSvg } from '../preview/dwgSvg.ts';
import { dxfToSvg } from '../preview/dxfSvg.ts';
import { PreviewRefusedError } from '../preview/errors.ts';
import { officeToPdf } from '../preview/office.ts';
import { sanitizeSvg } from '../preview/svgSanitize.ts';
import { textToUtf8 } from '../preview/text.ts';
import {
  imageThumbnail,
  pdfThumbnail,
  svgThumbnail,
  type Thumbnail,
  tiffToPng,
} from '../preview/thumbnail.ts';
import { audioToMp3, videoToMp4 } from '../preview/video.ts';
import { videoThumbnail } from '../preview/videoFrame.ts';

/** A converted view and what its thumbnail is made from (the view itself, or the original). */
export interface Converted {
  view: Uint8Array | string;
  /** Makes the thumbnail; absent for kinds without one (audio, text). */
  thumbnail?: () => Promise<Thumbnail>;
}

/**
 * Largest original each kind converts; bigger files fail with a clear message instead of
 * exhausting the worker's memory or time (the whole file is read into memory and /tmp).
 */
export const CONVERT_LIMIT_BYTES: Record<Exclude<PreviewRendition, 'original'>, number> = {
  pdf: 200 * 1024 ** 2,
  svg: 64 * 1024 ** 2,
  png: 200 * 1024 ** 2,
  mp4: 1024 ** 3,
  mp3: 200 * 1024 ** 2,
  text: 102_400,
};

const IMAGES = new Set(['jpg', 'jpeg', 'png', 'bmp', 'gif']);

/** Whether a file of this suffix and size may be converted at all. */
export function checkConvertible(suffix: string, size: number) {
  const rendition = previewRendition(suffix);
  if (rendition === null) throw new PreviewRefusedError('formatNotSupported');
  if (rendition !== 'original' && size > CONVERT_LIMIT_BYTES[rendition])
    throw new PreviewRefusedError('preview.tooLargeToConvert', `${size} bytes`);
}

/** Converts a file for its viewer (spec 1 §5; shared/src/preview.ts previewRendition). */
export async function convertForPreview(bytes: Uint8Array, suffix: string): Promise<Converted> {
  const s = normalizeSuffix(suffix);
  const rendition = previewRendition(s);
  switch (rendition) {
    case 'pdf': {
      const pdf = await officeToPdf(bytes, s);
      return { view: pdf, thumbnail: () => pdfThumbnail(pdf) };
    }
    case 'svg': {
      // Uploaded SVG is cleaned; SVG drawn from dxf/dwg is ours and escaped when written.
      const svg =
        s === 'svg'
          ? sanitizeSvg(bytes).svg
          : s === 'dxf'
            ? dxfToSvg(bytes).svg
            : (await dwgToSvg(bytes)).svg;
      return { view: svg, thumbnail: () => svgThumbnail(svg, { trusted: true }) };
    }
    case 'png':
      return { view: await tiffToPng(bytes), thumbnail: () => imageThumbnail(bytes, s) };
    case 'mp4': {
      // The frame comes from the MP4 just made: one demuxer for every source container.
      const mp4 = await videoToMp4(bytes, s);
      return { view: mp4, thumbnail: () => videoThumbnail(mp4, 'mp4') };
    }
    case 'mp3':
      return { view: await audioToMp3(bytes, s) };
    case 'text':
      return { view: textToUtf8(bytes).utf8 };
    default:
      throw new PreviewRefusedError('formatNotSupported', `no conversion for .${s}`);
  }
}

/** The thumbnail of a file shown as is (images, pdf, MP4 video), or null for kinds without one. */
export async function originalThumbnail(bytes: Uint8Array, suffix: string): Promise<Thumbnail | null> {
  const s = normalizeSuffix(suffix);
  if (IMAGES.has(s)) return imageThumbnail(bytes, s);
  if (s === 'pdf') return pdfThumbnail(bytes);
  if (previewRendition(s) === 'original' && previewTypeOf(s) === 'mp4') return videoThumbnail(bytes, s);
  return null;
}
