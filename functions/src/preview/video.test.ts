import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConverterMissingError } from './errors.ts';
import { AUDIO_TRANSCODE_SUFFIXES, audioToMp3, VIDEO_TRANSCODE_SUFFIXES, videoToMp4 } from './video.ts';
import { videoThumbnail } from './videoFrame.ts';

const run = promisify(execFile);

/** How each test clip is encoded: codecs every container accepts, one second of test pattern and tone. */
const CLIPS: Record<string, string[]> = {
  mkv: ['-c:v', 'mpeg4', '-c:a', 'mp2'],
  avi: ['-c:v', 'mpeg4', '-c:a', 'mp2'],
  flv: ['-c:v', 'flv1', '-c:a', 'mp3'],
  mov: ['-c:v', 'mpeg4', '-c:a', 'aac'],
  mpeg: ['-c:v', 'mpeg2video', '-c:a', 'mp2'],
  '3gp': ['-c:v', 'h263', '-s', '176x144', '-c:a', 'aac', '-ar', '8000', '-ac', '1', '-f', '3gp'],
  rm: ['-c:v', 'rv20', '-c:a', 'ac3', '-f', 'rm'],
  rmvb: ['-c:v', 'rv20', '-c:a', 'ac3', '-f', 'rm'],
};

let dir = '';
const clip = (suffix: string) => readFile(join(dir, `clip.${suffix}`)).then((b) => new Uint8Array(b));

async function probe(
  bytes: Uint8Array,
  name: string,
): Promise<{ codecs: string[]; duration: number; format: string }> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_name: string }[];
    format: { duration: string; format_name: string };
  };
  return {
    codecs: info.streams.map((s) => s.codec_name).sort(),
    duration: Number(info.format.duration),
    format: info.format.format_name,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'loopline-video-test-'));
  const source = [
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=160x120:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=1',
  ];
  for (const [suffix, codecs] of Object.entries(CLIPS)) {
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...source,
      ...codecs,
      '-shortest',
      join(dir, `clip.${suffix}`),
    ]);
  }
  for (const [suffix, codec] of [
    ['wma', 'wmav2'],
    ['ac3', 'ac3'],
  ]) {
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:a',
      codec!,
      join(dir, `clip.${suffix}`),
    ]);
  }
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('videoToMp4', () => {
  it('covers every non-browser video suffix of the spec', () => {
    expect(VIDEO_TRANSCODE_SUFFIXES.sort()).toEqual([
      '3gp',
      'avi',
      'flv',
      'mkv',
      'mov',
      'mpeg',
      'rm',
      'rmvb',
    ]);
    expect(AUDIO_TRANSCODE_SUFFIXES.sort()).toEqual(['ac3', 'wma']);
  });

  it.each(Object.keys(CLIPS))('transcodes %s to H.264 + AAC in MP4', { timeout: 60_000 }, async (suffix) => {
    const started = performance.now();
    const mp4 = await videoToMp4(await clip(suffix), suffix);
    console.info(`${suffix} → mp4: ${Math.round(performance.now() - started)} ms`);
    const info = await probe(mp4, `out-${suffix}.mp4`);
    expect(info.format).toContain('mp4');
    expect(info.codecs).toEqual(['aac', 'h264']);
    expect(info.duration).toBeGreaterThan(0.8);
  });

  it('refuses a playlist disguised as a video instead of following it', async () => {
    const playlist = new TextEncoder().encode(
      '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
    );
    await expect(videoToMp4(playlist, 'avi')).rejects.toMatchObject({
      messageKey: 'preview.mediaUnreadable',
    });
  });

  it('refuses suffixes it does not transcode and empty files', async () => {
    await expect(videoToMp4(new Uint8Array([1]), 'mp4')).rejects.toMatchObject({
      messageKey: 'formatNotSupported',
    });
    await expect(videoToMp4(new Uint8Array(), 'avi')).rejects.toMatchObject({ messageKey: 'fileSizeTip' });
  });

  it('throws a typed error when ffmpeg is not installed', async () => {
    await expect(
      videoToMp4(await clip('avi'), 'avi', { ffmpeg: 'loopline-no-such-ffmpeg' }),
    ).rejects.toBeInstanceOf(ConverterMissingError);
  });

  it('stops at the timeout', async () => {
    await expect(videoToMp4(await clip('mkv'), 'mkv', { timeoutMs: 1 })).rejects.toMatchObject({
      messageKey: 'preview.conversionTimeout',
    });
  });
});

describe('audioToMp3', () => {
  it.each(['wma', 'ac3'])('transcodes %s to MP3', { timeout: 30_000 }, async (suffix) => {
    const info = await probe(await audioToMp3(await clip(suffix), suffix), `out-${suffix}.mp3`);
    expect(info.codecs).toEqual(['mp3']);
    expect(info.duration).toBeGreaterThan(0.8);
  });

  it('refuses other suffixes', async () => {
    await expect(audioToMp3(new Uint8Array([1]), 'mp3')).rejects.toMatchObject({
      messageKey: 'formatNotSupported',
    });
  });
});

describe('videoThumbnail', () => {
  it.each([...Object.keys(CLIPS), 'mp4'])(
    'takes a frame of %s as a PNG thumbnail',
    { timeout: 60_000 },
    async (suffix) => {
      const bytes = suffix === 'mp4' ? await videoToMp4(await clip('mkv'), 'mkv') : await clip(suffix);
      const started = performance.now();
      const thumb = await videoThumbnail(bytes, suffix);
      console.info(`${suffix} frame: ${Math.round(performance.now() - started)} ms`);
      expect(thumb.contentType).toBe('image/png');
      expect(thumb.width).toBe(256);
      // testsrc is 160×120 (4:3); 3gp was encoded at 176×144.
      expect(thumb.height).toBe(suffix === '3gp' ? 209 : 192);
      // A real frame, not a blank: the test pattern has many colours.
      const { data } = await sharp(thumb.bytes).raw().toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 3 * 97)
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      expect(colours.size).toBeGreaterThan(10);
    },
  );

  it('throws a typed error when ffmpeg is not installed (the pipeline then logs it and keeps the icon)', async () => {
    await expect(
      videoThumbnail(await clip('avi'), 'avi', { ffmpeg: 'loopline-no-such-ffmpeg' }),
    ).rejects.toBeInstanceOf(ConverterMissingError);
  });

  it('refuses what is not video, and unreadable bytes', async () => {
    await expect(videoThumbnail(new Uint8Array([1]), 'mp3')).rejects.toMatchObject({
      messageKey: 'formatNotSupported',
    });
    await expect(videoThumbnail(new Uint8Array(64).fill(7), 'mp4')).rejects.toMatchObject({
      messageKey: 'preview.mediaUnreadable',
    });
  });
});
