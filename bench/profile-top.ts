// Prints a CPU profile's top entries by self time, as shares of the busy time
// (idle left out), for the notes of issue 26 item 3.
// Usage: node --import tsx bench/profile-top.ts <file.cpuprofile> [N]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countText] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  const frame = nodes.get(id)!.callFrame;
  if (frame.functionName === '(idle)') return;
  const where = frame.url ? ` ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
  const key = `${frame.functionName || '(anonymous)'}${where}`;
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(key, (selfTime.get(key) ?? 0) + dt);
  busy += dt;
});
console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [key, t] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, Number(countText ?? 30))) {
  console.log(`${((t / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
