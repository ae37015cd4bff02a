/** Names and fixed settings of the deployed stack, in one place. */
export const APP_NAME = 'Loopline';

/** Stage of the REST API; CloudFront forwards `/api/*` to `/<stage>/api/*`. */
export const REST_STAGE = 'prod';

/**
 * Stage of the WebSocket API. It is named `ws` so that CloudFront's `/ws` behaviour reaches it with
 * no origin path: the viewer path `/ws` is exactly the stage path API Gateway expects.
 */
export const SOCKET_STAGE = 'ws';

/** Header carrying the access token (`Blade-Auth: bearer <token>`). */
export const AUTH_HEADER = 'Blade-Auth';

/**
 * Environment every deployed function gets. Resource names (TABLE_NAME, FILES_BUCKET, …) come only
 * with the grant for that resource (constructs/function-grants.ts).
 */
export const COMMON_ENV: Record<string, string> = {
  LOOPLINE_MAX_DEVICES: '5',
  LOG_LEVEL: 'INFO',
  NODE_OPTIONS: '--enable-source-maps',
};

/** The verified SES sender; override with the CDK context value `loopline:emailFrom`. */
export const DEFAULT_EMAIL_FROM = 'no-reply@loopline.example';

/**
 * Packages that read files beside their own code at run time (svg-captcha loads its font from
 * `__dirname/../fonts`), so they cannot be inlined into an ESM bundle. They stay external and are
 * copied, with their dependencies, into the function's `node_modules`.
 */
export const FILE_READING_PACKAGES: readonly string[] = ['svg-captcha'];

/**
 * The model readers locate their .wasm beside their own code (require.resolve), so like
 * FILE_READING_PACKAGES they stay external and are copied into the parse worker.
 */
export const MODEL_READING_PACKAGES: readonly string[] = [
  'web-ifc',
  'occt-import-js',
  '@mlightcad/libredwg-web',
];

/**
 * The P&ID recognition engine's readers load native code (sharp, @napi-rs/canvas), pdf.js's fonts and
 * wasm, and tesseract's worker and offline language data from beside their own code: vendored.
 */
export const PID_READING_PACKAGES: readonly string[] = [
  'pdfjs-dist',
  'tesseract.js',
  '@tesseract.js-data/eng',
  'sharp',
  '@napi-rs/canvas',
];

/**
 * API groups that load native readers in the request path: the pid group re-reads a vector page's
 * lines (topology recompute on drawings recognised before lines were stored), so it vendors them too.
 */
export const API_GROUP_VENDORED: Readonly<Record<string, readonly string[]>> = {
  pid: PID_READING_PACKAGES,
  // The slider puzzle captcha draws its pictures with sharp (native code).
  auth: ['sharp'],
};

/**
 * Workers that convert models, sized for the 50,000-element class (functions/src/convert/README.md:
 * about 1.7 GB to convert with the wasm heap capped at 1.5 GB, 2.7 GB to upgrade). Other workers
 * keep the default 2 GB. Memory also buys CPU on Lambda, which the converters use.
 */
export const MODEL_WORKERS: Record<string, { memorySize: number; vendored: readonly string[] }> = {
  parseModel: { memorySize: 4096, vendored: MODEL_READING_PACKAGES },
  upgradeModel: { memorySize: 4096, vendored: [] },
  // The P&ID page worker (issue 16): a page takes up to 1.5 GB; the memory also buys the OCR its CPU.
  recognisePid: { memorySize: 3072, vendored: PID_READING_PACKAGES },
};

/**
 * Workers shipped as container images: the preview converter runs LibreOffice headless and FFmpeg
 * (infra/preview-image/Dockerfile). 3 GB buys the CPU LibreOffice wants (a docx takes ~1–3 s warm);
 * /tmp holds a video of up to 1 GB and its MP4 (CONVERT_LIMIT_BYTES in functions/src/rendition).
 */
export const IMAGE_WORKERS: Record<
  string,
  { dockerfile: string; memorySize: number; ephemeralStorageMiB: number }
> = {
  previewConvert: {
    dockerfile: 'infra/preview-image/Dockerfile',
    memorySize: 3008,
    ephemeralStorageMiB: 4096,
  },
};
