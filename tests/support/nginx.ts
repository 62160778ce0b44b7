// A real nginx in front of test instances, configured with the block
// docs/deploy.md gives operators (issue 43 item 1): the test runs what the
// docs say, so the two cannot drift apart. Only what a test machine must
// change is changed: the instances' addresses, the listening address (no
// TLS on loopback), and the files nginx writes (a folder of its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = '/usr/sbin/nginx';
const DEPLOY_DOC = resolve(import.meta.dirname, '../../docs/deploy.md');

/** The nginx block of docs/deploy.md, as an operator copies it. */
function deployedNginxBlock(): string {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  return block;
}

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it next). */
function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => res(port));
    });
  });
}

/** The docs' block with the test's instances and port: each `server host:port …;` line of the upstream becomes one instance. */
function testNginxConfig(block: string, instances: string[], port: number): string {
  const lines = block.split('\n');
  const serverLines = lines.filter((l) => /^\s*server\s+\S+:\d+/.test(l));
  if (!serverLines.length) throw new Error("the docs' upstream names no instance");
  const params = /^\s*server\s+\S+(.*)$/.exec(serverLines[0])![1];
  const upstream = instances.map((address) => `    server ${address}${params}`);
  const out: string[] = [];
  for (const line of lines) {
    if (line === serverLines[0]) out.push(...upstream);
    else if (serverLines.includes(line)) continue;
    else if (/^\s*listen\s/.test(line)) out.push(`    listen 127.0.0.1:${port};`);
    else out.push(line);
  }
  return out.join('\n');
}

export interface Nginx {
  url: string;
  /** nginx's error log so far (why it answered 502 or 504, if it did). */
  errors(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with the docs' block in front of `instances` (host:port), two workers. */
export async function startNginx(instances: string[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx-light (.ci/run does)`);
  const dir = mkdtempSync(join(tmpdir(), 'cms-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'daemon off;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      testNginxConfig(deployedNginxBlock(), instances, port),
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  const errors = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8') + stderr;
    } catch {
      return stderr;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${errors()}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    errors,
    stop: async () => {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
