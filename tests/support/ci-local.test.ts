// `npm run ci:local`'s mechanics (scripts/ci-local.mjs), with CI_LOCAL_COMMAND in place of `bash .ci/run`:
// a fresh clone of HEAD, shared/ beside it, CI=true, no stdin, none of the caller's variables, its own
// TMPDIR, the command's closing line repeated last with its exit code, the folder removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HEAD = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

function ciLocal(command: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['scripts/ci-local.mjs'], {
      cwd: ROOT,
      // This session's kind of variables, which the run must not see.
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '8080',
        TEST_CI_LOCAL_PROBE: '1',
        npm_config_probe: '1',
        CI_LOCAL_COMMAND: command,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', rej);
    child.on('close', (code) => res({ code, lines: out.trimEnd().split('\n') }));
  });
}

const folderOf = (lines: string[]) =>
  /cloning \w+ into (.+)\/repo$/.exec(lines.find((l) => l.includes('cloning')) ?? '')?.[1];

describe('npm run ci:local', () => {
  let dir: string;
  let probe: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ci-local-test-'));
    probe = join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      `import { execFileSync } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';
const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
console.log('PROBE ' + JSON.stringify({ cwd: process.cwd(), env: process.env, stdin: readlinkSync('/proc/self/fd/0'), head, shared: existsSync('../shared') }));
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the command in a fresh clone of HEAD as CI does, repeats its closing line last and exits with its code', async () => {
    const { code, lines } = await ciLocal(`node ${probe}; echo "7 passed, 2 failed"; exit 3`);
    expect(code, lines.join('\n')).toBe(3);
    const folder = folderOf(lines)!;
    expect(folder).toBeTruthy();
    const facts = JSON.parse(lines.find((l) => l.startsWith('PROBE '))!.slice('PROBE '.length)) as {
      cwd: string;
      env: Record<string, string>;
      stdin: string;
      head: string;
      shared: boolean;
    };
    expect(facts.cwd).toBe(join(folder, 'repo'));
    expect(facts.head).toBe(HEAD);
    expect(facts.stdin).toBe('/dev/null');
    expect(facts.shared).toBe(existsSync(resolve(ROOT, '..', 'shared')));
    expect(facts.env.CI).toBe('true');
    expect(facts.env.TMPDIR).toBe(join(folder, 'tmp'));
    const leaked = Object.keys(facts.env).filter((k) => /^(TEST_|VITEST|npm_|DATABASE_URL$|PORT$|CI_LOCAL_)/.test(k));
    expect(leaked).toEqual([]);
    expect(facts.env.PATH.split(':').filter((p) => p.includes('node_modules'))).toEqual([]);
    expect(lines.at(-2)).toMatch(new RegExp(`^ci:local: \\d+ s at ${HEAD.slice(0, 12)} \\(exit code 3\\)$`));
    expect(lines.at(-1)).toBe('7 passed, 2 failed');
    expect(existsSync(folder)).toBe(false);
  });

  it('counts a run that prints no closing line as a failure', async () => {
    const { code, lines } = await ciLocal('echo "no summary here"; exit 0');
    expect(code).toBe(1);
    expect(lines).toContain('no summary here');
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });

  it('keeps the folder with CI_LOCAL_KEEP=1', async () => {
    const { code, lines } = await ciLocal('echo "1 passed, 0 failed"', { CI_LOCAL_KEEP: '1' });
    expect(code).toBe(0);
    const folder = folderOf(lines)!;
    try {
      expect(existsSync(join(folder, 'repo', 'package.json'))).toBe(true);
      expect(lines.at(-1)).toBe('1 passed, 0 failed');
    } finally {
      execFileSync('chmod', ['-R', 'u+w', folder]);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
