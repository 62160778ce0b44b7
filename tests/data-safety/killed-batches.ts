// Batches with the server SIGKILLed at random points: afterwards every batch
// is applied whole or not at all. Each batch creates `items` redirects tagged
// with its marker AND moves its loop's ledger row to that marker, so a batch
// cut in half shows either as a marker with some rows, or as a ledger that
// points at a batch whose rows are missing (or misses one whose rows exist).
// Every few batches one breaks a rule at a random item and must change nothing.
import { adminToken, api, startServer, type ServerEnv, type ServerProcess } from '../support/server-process.js';

/** A batch's marker as a redirect target (a redirect's To is a site path: site/redirects/redirect-write-rule.ts), and back. */
const targetOf = (marker: string) => `/${marker}`;
const markerOf = (target: string) => target.replace(/^\//, '');

interface KilledBatchesOptions {
  kills: number;
  loops: number;
  items: number;
  log?: (line: string) => void;
}

export interface KilledBatchesResult {
  kills: number;
  batchesSent: number;
  acknowledged: number;
  applied: number;
  notApplied: number;
  partial: number;
  acknowledgedButMissing: number;
  ledgerMismatches: number;
  ruleBreakingSent: number;
  ruleBreakingWithRows: number;
}

interface SentBatch {
  marker: string;
  loop: number;
  seq: number;
  breaksRule: boolean;
  acknowledged: boolean;
}

const PREFIX = '/safety/b/';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runKilledBatches(env: ServerEnv, o: KilledBatchesOptions): Promise<KilledBatchesResult> {
  const sent: SentBatch[] = [];
  let server = await startServer(env);
  const token = await adminToken(server.baseUrl);
  const ledger: number[] = [];
  for (let k = 0; k < o.loops; k++) {
    const r = await api(server.baseUrl, token, 'POST', 'redirect', {
      RFrom: `/safety/ledger/${k}`,
      RTo: targetOf('none'),
    });
    if (r.status !== 201) throw new Error(`ledger row: ${r.status} ${JSON.stringify(r.body)}`);
    ledger.push(r.body.RId);
  }

  const seqOf = new Array<number>(o.loops).fill(0);
  for (let round = 0; round < o.kills; round++) {
    const loops = ledger.map((ledgerId, k) => batchLoop(server, token, k, ledgerId, round, seqOf, sent, o.items));
    await sleep(100 + Math.random() * 500);
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(loops);
    server = await startServer(env);
    // The token outlives the process (its key and session are stored): no sign-in per restart, whose
    // password check (argon2) only added time to each of the 50 rounds.
    if (o.log && (round + 1) % 10 === 0) o.log(`  killed ${round + 1}/${o.kills}, ${sent.length} batches sent`);
  }

  const result = await verify(server, token, ledger, sent, o);
  server.child.kill('SIGTERM');
  await server.exited;
  return result;
}

async function batchLoop(
  server: ServerProcess,
  token: string,
  loop: number,
  ledgerId: number,
  round: number,
  seqOf: number[],
  sent: SentBatch[],
  items: number,
): Promise<void> {
  for (;;) {
    const seq = seqOf[loop]++;
    const marker = `r${round}l${loop}s${seq}`;
    const breaksRule = seq % 5 === 4;
    const creates = Array.from({ length: items }, (_, i) => ({
      RFrom: `${PREFIX}${marker}/${i}`,
      RTo: targetOf(marker),
    }));
    // A rule broken at a random item: a duplicate of the (unique) ledger URL.
    if (breaksRule) creates[Math.floor(Math.random() * items)].RFrom = `/safety/ledger/${loop}`;
    const batch: SentBatch = { marker, loop, seq, breaksRule, acknowledged: false };
    sent.push(batch);
    try {
      const r = await api(server.baseUrl, token, 'POST', 'redirect/batch', {
        creates,
        updates: [{ RId: ledgerId, RTo: targetOf(marker) }],
      });
      if (r.status === 200) batch.acknowledged = true;
      else if (!breaksRule) throw new Error(`batch ${marker}: unexpected ${r.status} ${JSON.stringify(r.body)}`);
    } catch (err) {
      if ((err as Error).message.startsWith('batch ')) throw err;
      return; // the server died under this request: the loop ends with it
    }
  }
}

async function verify(
  server: ServerProcess,
  token: string,
  ledger: number[],
  sent: SentBatch[],
  o: KilledBatchesOptions,
): Promise<KilledBatchesResult> {
  const rows = await api(
    server.baseUrl,
    token,
    'GET',
    `redirect?filters=${encodeURIComponent(`RFrom^${PREFIX}`)}&fields=RFrom,RTo`,
  );
  if (rows.status !== 200) throw new Error(`reading back: ${rows.status}`);
  const counts = new Map<string, number>();
  for (const r of rows.body as { RTo: string }[]) counts.set(markerOf(r.RTo), (counts.get(markerOf(r.RTo)) ?? 0) + 1);

  const result: KilledBatchesResult = {
    kills: o.kills,
    batchesSent: sent.length,
    acknowledged: sent.filter((b) => b.acknowledged).length,
    applied: 0,
    notApplied: 0,
    partial: 0,
    acknowledgedButMissing: 0,
    ledgerMismatches: 0,
    ruleBreakingSent: sent.filter((b) => b.breaksRule).length,
    ruleBreakingWithRows: 0,
  };
  const lastApplied = new Map<number, string>();
  for (const b of sent) {
    const c = counts.get(b.marker) ?? 0;
    if (b.breaksRule) {
      if (c > 0) result.ruleBreakingWithRows++;
      continue;
    }
    if (c === o.items) {
      result.applied++;
      lastApplied.set(b.loop, b.marker); // sent in seq order within a loop
    } else if (c === 0) result.notApplied++;
    else result.partial++;
    if (b.acknowledged && c !== o.items) result.acknowledgedButMissing++;
  }
  for (const [k, id] of ledger.entries()) {
    const r = await api(server.baseUrl, token, 'GET', `redirect/${id}`);
    if (markerOf((r.body as { RTo: string }).RTo) !== (lastApplied.get(k) ?? 'none')) result.ledgerMismatches++;
  }
  return result;
}
