// The processes `npm run bench` (bench/run.ts) starts (the product and the
// baselines), how it stops them, and what it reads of them from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureServerBuild, SERVER_BUNDLE } from '../scripts/build-server.mjs';
import { PASSWORD, PRODUCT_PORT } from './run-config.js';

const children = new Set<ChildProcess>();
export const cleanups: (() => Promise<void> | void)[] = [];
export const stopAll = () => {
  for (const c of children) c.kill('SIGKILL');
};

/** The product as `npm start` runs it: its bundle (scripts/build-server.mjs), brought up to date first. */
export async function startProduct(env: Record<string, string>): Promise<ChildProcess> {
  await ensureServerBuild();
  // BENCH_PROFILE_DIR: the product writes a CPU profile there when it stops (issue 26 item 3), one per start.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // BENCH_NODE_FLAGS: node's own flags for the product, e.g. "--heap-growing-percent=0" for V8's default heap growth (decision 0110).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return start([...flags, ...profile, SERVER_BUNDLE], env, /Sign in at/);
}

/** The bench admin's bearer token from the product started by `startProduct` (as the hidden check signs in: issue 43). */
export async function signInToProduct(): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${PRODUCT_PORT}/api/v1/mc/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: Buffer.from(PASSWORD).toString('base64') }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** `args` after node's own: a script, or ['--import', 'tsx', a TypeScript file]. */
export function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${out}`)), 120_000);
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      children.delete(child);
      if (!ready.test(out)) reject(new Error(`${args[0]} exited with ${code}:\n${out}`));
    });
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN;
  }
};

/**
 * The CPU time (user + system) a process has used, in seconds: per request, it
 * is the server's own cost, which other load on a shared 2-core machine
 * disturbs far less than req/s (the database server's work is not in it).
 */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100 on Linux)
};
