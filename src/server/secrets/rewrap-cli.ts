// `npm run secrets:rewrap`: after a key rotation (SECRETS_KEY new,
// SECRETS_KEY_PREVIOUS holding the old one), seals every Key Manager value
// again under the new key, so the old key can then be dropped. Run it with
// the same settings as the server, once, on any one instance.
import { userInfo } from 'node:os';
import { loadConfig } from '../config.js';
import { describeDatabase, openDatabase } from '../db/open.js';
import { openKeyRing } from './open-key-ring.js';
import { rewrapKeyValues } from './key-store.js';

async function main() {
  const config = loadConfig();
  const ring = openKeyRing(config);
  const db = openDatabase(config);
  try {
    const { rewrapped, current } = await rewrapKeyValues(db, ring, `${userInfo().username} (secrets:rewrap)`);
    console.log(
      `${describeDatabase(config)}: ${rewrapped} value(s) sealed again under SECRETS_KEY, ${current} already were.`,
    );
    if (config.secretsKeyPrevious.length)
      console.log('Every value now opens with SECRETS_KEY alone: SECRETS_KEY_PREVIOUS can be removed.');
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(`Could not seal the values again: ${(e as Error).message}`);
  process.exit(1);
});
