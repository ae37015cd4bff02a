import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { ConversionFailedError, ConversionTimeoutError, ConverterMissingError } from './errors.ts';

/** Keeps the last part of a tool's stderr for the error detail. */
const STDERR_KEEP = 4000;

/** The absolute path of an executable (a bare name is looked up on PATH), or null. */
export async function findExecutable(command: string): Promise<string | null> {
  const candidates = isAbsolute(command)
    ? [command]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next directory
    }
  }
  return null;
}

export interface ToolRun {
  /** Name or path of the program; a missing program is a ConverterMissingError. */
  command: string;
  args: string[];
  cwd?: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a converter in its own process group so a timeout kills it with every child it started
 * (soffice forks soffice.bin). A non-zero exit is a ConversionFailedError carrying stderr.
 */
export async function runTool(run: ToolRun): Promise<ToolResult> {
  const executable = await findExecutable(run.command);
  if (!executable) throw new ConverterMissingError(run.command);
  return new Promise<ToolResult>((resolve, reject) => {
    const child = spawn(executable, run.args, {
      cwd: run.cwd,
      env: run.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-STDERR_KEEP);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEEP);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, run.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ConversionFailedError(`${run.command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new ConversionTimeoutError(run.command, run.timeoutMs));
      else if (code !== 0) {
        reject(new ConversionFailedError(`${run.command} exited ${code ?? signal}: ${stderr.trim()}`));
      } else resolve({ stdout, stderr });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Runs `work` in a fresh private directory under the system temp dir and removes it afterwards. */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `loopline-${prefix}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
