// Runs one of the outside programs a backup needs (tar, pg_dump, pg_restore,
// psql) and waits for it: its exit code and the end of its stderr, which is
// what an operator needs to read when it fails. A program that is not
// installed becomes a message naming it and the package that brings it.
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class ProgramFailed extends Error {}

interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Fed to the program's standard input (then closed); none: /dev/null. */
  stdin?: Readable;
  /** Where its standard output goes; none: collected and answered. */
  stdout?: Writable;
  /** Says what to install when the program is missing. */
  installHint: string;
}

/** Resolves with the program's standard output (when not sent elsewhere); rejects with ProgramFailed on a non-zero exit. */
export function runProgram(program: string, args: string[], options: RunOptions): Promise<string> {
  const child = spawn(program, args, {
    env: options.env ?? process.env,
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  // Both are pipes (stdio above); the type cannot know it from the conditional stdin.
  const { stdout: out, stderr: err } = child as { stdout: Readable; stderr: Readable };
  let stderr = '';
  let stdout = '';
  err.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-8000)));
  const feeding = options.stdin ? pipeline(options.stdin, child.stdin!) : Promise.resolve();
  const draining = options.stdout
    ? pipeline(out, options.stdout)
    : (out.on('data', (d: Buffer) => (stdout += d.toString())), Promise.resolve());
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT' ? new ProgramFailed(`${program} was not found: ${options.installHint}`) : (e as Error),
      ),
    );
    child.once('close', (code) => resolve(code ?? 1));
  });
  return Promise.all([exited, feeding.catch(() => undefined), draining]).then(([code]) => {
    if (code !== 0)
      throw new ProgramFailed(
        `${program} failed (exit code ${code}): ${stderr.trim().split('\n').slice(-4).join(' ') || 'no message'}`,
      );
    return stdout;
  });
}
