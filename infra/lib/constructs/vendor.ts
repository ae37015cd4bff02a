import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** Finds `node_modules/<name>` the way Node does: from `fromDir` up to the filesystem root. */
function findPackageDir(name: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find package ${name} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The packages (with their production dependencies, transitively) to copy into a function's
 * `node_modules`, as name → directory. Resolution starts at `fromDir` like Node's.
 */
export function dependencyClosure(names: readonly string[], fromDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string, from: string) => {
    if (found.has(name)) return;
    const dir = findPackageDir(name, from);
    found.set(name, dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const name of names) visit(name, fromDir);
  return found;
}

/** Shell commands copying those packages into `<outputDir>/node_modules`. */
export function copyCommands(closure: Map<string, string>, outputDir: string): string[] {
  return [...closure].map(([name, dir]) => {
    const target = join(outputDir, 'node_modules', name);
    return `mkdir -p "${dirname(target)}" && cp -RL "${dir}" "${target}"`;
  });
}
