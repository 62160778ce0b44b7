// Vitest's global setup: the server bundle (scripts/build-server.mjs) is brought up to date once, before
// any test file starts the product as a process (server-process.ts, the admin command's tests), so the
// processes run what `npm start` runs, built from the sources being tested.
import { ensureServerBuild } from '../../scripts/build-server.mjs';

export default async function setup(): Promise<void> {
  await ensureServerBuild();
}
