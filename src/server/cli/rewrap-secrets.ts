// `npm run secrets:rewrap`: after a key rotation (SECRETS_KEY new, SECRETS_KEY_PREVIOUS holding the old one),
// seals every stored secret again under the new key — Key Manager values and every feature's own
// (Feature.sealedValues: authenticator secrets, webhook secrets, sealed registration profiles) — so the old
// key can then be dropped. Run it with the same settings as the server, once, on any one instance.
import { userInfo } from 'node:os';
import { loadConfig } from '../platform/config.js';
import { describeDatabase, openDatabase } from '../platform/db/open.js';
import { SEALED_VALUES } from '../features.js';
import { openKeyRing } from '../platform/secrets/open-key-ring.js';
import { rewrapSealedValues } from '../platform/secrets/sealed-values.js';

async function main() {
  const config = loadConfig();
  const ring = openKeyRing(config);
  const db = openDatabase(config);
  try {
    const counts = await rewrapSealedValues(db, ring, SEALED_VALUES, `${userInfo().username} (secrets:rewrap)`);
    for (const { label, rewrapped, current } of counts)
      console.log(
        `${describeDatabase(config)}: ${rewrapped} ${label} sealed again under SECRETS_KEY, ${current} already were.`,
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
