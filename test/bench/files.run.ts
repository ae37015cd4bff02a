import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchCloud } from './cloud.ts';
import { fileFigures, type ListEntries } from './files.bench.ts';

/**
 * `npx tsx test/bench/files.run.ts [baseline-checkout]`: the file figures alone (a folder of 10,000
 * entries, every order both ways, and the name search) on one fresh local cloud. With the path of
 * another checkout of this repository (e.g. /work/main), that build's listEntries is measured too,
 * on the same folder in the same interleaved rounds, as `before`.
 */
process.env.LOG_LEVEL ??= 'WARN';
const baselineRoot = process.argv[2];
const cloud = await benchCloud();
try {
  const baseline = baselineRoot
    ? ((await import(pathToFileURL(join(resolve(baselineRoot), 'functions/src/file/service.ts')).href)) as {
        listEntries: ListEntries;
      })
    : undefined;
  const figures = await fileFigures(10_000, 3, baseline?.listEntries);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await cloud.stop();
}
