import { join } from 'node:path';
import { IgnoreMode } from 'aws-cdk-lib';
import { DockerImageCode } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { REPO_ROOT } from '../paths.ts';
import { copyCommands, dependencyClosure } from './vendor.ts';

/** Code bundled from functions/src: the module exporting `handler`, and packages copied beside it. */
interface BundledCode {
  /** Module path relative to functions/src (as in the manifest). */
  entry: string;
  /** Packages kept out of the bundle and copied beside it (see FILE_READING_PACKAGES). */
  vendored?: readonly string[];
}

/** A container image built from a Dockerfile (converters too large for a zip package). */
interface ImageCode {
  /** Dockerfile path relative to the repository root (the build context). */
  dockerfile: string;
  /** /tmp size: a conversion holds the original and its rendition there. */
  ephemeralStorageMiB: number;
}

export type FunctionCode = BundledCode | ImageCode;

export function isImage(code: FunctionCode): code is ImageCode {
  return 'dockerfile' in code;
}

/**
 * ESM shim: bundled CommonJS code may `require` Node built-ins, which an ES module cannot do
 * without a `require` of its own. (Packages that read files beside their code are vendored instead.)
 */
const ESM_BANNER =
  "import { createRequire as __looplineCreateRequire } from 'node:module'; const require = __looplineCreateRequire(import.meta.url);";

/**
 * Bundling by the local esbuild (never Docker): ESM for Node 22, the AWS SDK v3 left to the runtime,
 * minified with source maps, vendored packages copied into the function's `node_modules`.
 */
export function bundling(code: BundledCode): BundlingOptions {
  const vendored = code.vendored ?? [];
  const closure = dependencyClosure(vendored, join(REPO_ROOT, 'functions'));
  return {
    format: OutputFormat.ESM,
    target: 'node22',
    mainFields: ['module', 'main'],
    externalModules: ['@aws-sdk/*', ...vendored],
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    banner: ESM_BANNER,
    forceDockerBundling: false,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => copyCommands(closure, outputDir),
    },
  };
}

/**
 * Only what the image build reads goes into the asset (Docker ignore rules: everything, then the
 * workspace manifests, the lockfile, the functions and shared sources and the image's own folder).
 * `cdk synth` stages these files without Docker; `cdk deploy` builds and pushes the image.
 */
const CONTEXT_EXCLUDE = [
  '**',
  '!package.json',
  '!package-lock.json',
  '!*/package.json',
  '!functions/src/**',
  '!shared/src/**',
  '!infra/preview-image/**',
  '**/*.test.ts',
  '**/node_modules',
];

export function imageCode(code: ImageCode): DockerImageCode {
  return DockerImageCode.fromImageAsset(REPO_ROOT, {
    file: code.dockerfile,
    exclude: CONTEXT_EXCLUDE,
    ignoreMode: IgnoreMode.DOCKER,
  });
}
