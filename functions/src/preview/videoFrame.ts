import { normalizeSuffix } from '@loopline/shared';
import { PreviewRefusedError } from './errors.ts';
import { imageThumbnail, type Thumbnail } from './thumbnail.ts';
import { extractWithFfmpeg, type MediaOptions, VIDEO_DEMUXERS } from './video.ts';

/** A frame is picked quickly: the thumbnail filter looks at this many frames from the start. */
const FRAMES_CONSIDERED = 30;
const FRAME_TIMEOUT_MS = 60_000;

/** Video suffix → ffmpeg demuxer for frames: the transcoded kinds, and MP4 (played as is). */
const FRAME_DEMUXERS: Readonly<Record<string, string>> = { ...VIDEO_DEMUXERS, mp4: 'mov' };

/**
 * ffmpeg arguments for one representative frame as PNG: the `thumbnail` filter skips black or
 * near-identical opening frames among the first ones, and the frame is scaled down before it is
 * written (the thumbnailer scales it again to the thumbnail width).
 */
export function frameArgs(demuxer: string, input: string, output: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-f',
    demuxer,
    '-i',
    input,
    '-map',
    '0:v:0',
    '-vf',
    `thumbnail=${FRAMES_CONSIDERED},scale='min(1024,iw)':-2`,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    output,
  ];
}

/**
 * The thumbnail of a video: a frame from its opening (issue 15). Missing ffmpeg is a
 * ConverterMissingError, which the preview pipeline logs before falling back to the file icon.
 */
export async function videoThumbnail(
  bytes: Uint8Array,
  suffix: string,
  options: MediaOptions = {},
): Promise<Thumbnail> {
  const normalized = normalizeSuffix(suffix);
  const demuxer = FRAME_DEMUXERS[normalized];
  if (!demuxer) throw new PreviewRefusedError('formatNotSupported', `no video frames for .${normalized}`);
  const png = await extractWithFfmpeg(bytes, normalized, 'frame.png', (i, o) => frameArgs(demuxer, i, o), {
    timeoutMs: FRAME_TIMEOUT_MS,
    ...options,
  });
  return imageThumbnail(png, 'png');
}
