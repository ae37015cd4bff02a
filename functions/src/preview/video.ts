import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeSuffix } from '@loopline/shared';
import { ConversionFailedError, PreviewRefusedError } from './errors.ts';
import { runTool, withTempDir } from './process.ts';

/**
 * Transcoding of the audio and video formats browsers cannot play (spec 1 §5 mp4 and mp3 lists)
 * with ffmpeg: video → MP4 (H.264 + AAC, faststart), wma/ac3 → MP3. The input demuxer is forced
 * from the suffix, so a file cannot pass itself off as a playlist (HLS, concat) that makes ffmpeg
 * read other files or URLs.
 */

/** Video suffix → ffmpeg demuxer. */
export const VIDEO_DEMUXERS: Readonly<Record<string, string>> = {
  flv: 'flv',
  mkv: 'matroska',
  mov: 'mov',
  '3gp': 'mov',
  mpeg: 'mpeg',
  avi: 'avi',
  rm: 'rm',
  rmvb: 'rm',
};

/** Audio suffix → ffmpeg demuxer. */
const AUDIO_DEMUXERS: Readonly<Record<string, string>> = {
  wma: 'asf',
  ac3: 'ac3',
};

export const VIDEO_TRANSCODE_SUFFIXES = Object.keys(VIDEO_DEMUXERS);
export const AUDIO_TRANSCODE_SUFFIXES = Object.keys(AUDIO_DEMUXERS);
export const MEDIA_TIMEOUT_MS = 300_000;

export interface MediaOptions {
  /** The ffmpeg program; default 'ffmpeg' on PATH. */
  ffmpeg?: string;
  timeoutMs?: number;
}

const COMMON_INPUT = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** ffmpeg arguments for video → MP4 (even dimensions for yuv420p, first video and audio stream). */
export function mp4Args(demuxer: string, input: string, output: string): string[] {
  return [
    ...COMMON_INPUT,
    '-f',
    demuxer,
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** ffmpeg arguments for audio → MP3. */
export function mp3Args(demuxer: string, input: string, output: string): string[] {
  return [
    ...COMMON_INPUT,
    '-f',
    demuxer,
    '-i',
    input,
    '-map',
    '0:a:0',
    '-c:a',
    'libmp3lame',
    '-q:a',
    '4',
    '-f',
    'mp3',
    output,
  ];
}

/** Runs ffmpeg on the bytes (as `input.<suffix>`) and answers the file it wrote; also used for video frames. */
export async function extractWithFfmpeg(
  bytes: Uint8Array,
  suffix: string,
  outputName: string,
  args: (input: string, output: string) => string[],
  options: MediaOptions,
): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw new PreviewRefusedError('fileSizeTip');
  return withTempDir('media', async (dir) => {
    const input = join(dir, `input.${suffix}`);
    const output = join(dir, outputName);
    await writeFile(input, bytes);
    try {
      await runTool({
        command: options.ffmpeg ?? 'ffmpeg',
        args: args(input, output),
        cwd: dir,
        timeoutMs: options.timeoutMs ?? MEDIA_TIMEOUT_MS,
      });
    } catch (error) {
      // ffmpeg failing on the input means the file is not readable media; missing ffmpeg and timeouts stay as they are.
      if (error instanceof ConversionFailedError)
        throw new ConversionFailedError(error.detail ?? '', 'preview.mediaUnreadable');
      throw error;
    }
    const size = await stat(output)
      .then((s) => s.size)
      .catch(() => 0);
    if (size === 0)
      throw new ConversionFailedError(`ffmpeg wrote nothing for .${suffix}`, 'preview.mediaUnreadable');
    return new Uint8Array(await readFile(output));
  });
}

/** Transcodes flv, mkv, mov, mpeg, avi, rmvb, rm or 3gp to an MP4 every browser plays. */
export async function videoToMp4(
  bytes: Uint8Array,
  suffix: string,
  options: MediaOptions = {},
): Promise<Uint8Array> {
  const normalized = normalizeSuffix(suffix);
  const demuxer = VIDEO_DEMUXERS[normalized];
  if (!demuxer) throw new PreviewRefusedError('formatNotSupported', `no video transcode for .${normalized}`);
  return extractWithFfmpeg(bytes, normalized, 'output.mp4', (i, o) => mp4Args(demuxer, i, o), options);
}

/** Transcodes wma or ac3 to MP3. */
export async function audioToMp3(
  bytes: Uint8Array,
  suffix: string,
  options: MediaOptions = {},
): Promise<Uint8Array> {
  const normalized = normalizeSuffix(suffix);
  const demuxer = AUDIO_DEMUXERS[normalized];
  if (!demuxer) throw new PreviewRefusedError('formatNotSupported', `no audio transcode for .${normalized}`);
  return extractWithFfmpeg(bytes, normalized, 'output.mp3', (i, o) => mp3Args(demuxer, i, o), options);
}
