// Hand-written: second factors beside the password (docs/decisions/0134-authenticator-apps.md).
// One row per factor of an account, its kind naming what it is ('totp' today; a passkey is
// another kind later), its secret sealed with the key ring (secrets/key-ring.ts), and the
// last time step a code was accepted at, so a code is taken once only. Recovery codes are
// kept as SHA-256 hashes, each used once. Outside the YAML schema on purpose: the generic
// data interface must never serve these rows.
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). */
export interface UserFactorTables {
  _user_factors: {
    id: string;
    user_id: string;
    kind: string;
    secret: string;
    /** When the first code confirmed it (ms); null while it waits for that code. */
    confirmed: number | string | null;
    /** The time step of the last accepted code; a code of that step or an earlier one is refused. */
    last_step: number | string;
    /** 1: sign-in asks for this factor; 0: the e-mailed code is chosen instead. */
    in_use: number;
    created: number | string;
  };
  _recovery_codes: { user_id: string; hash: string; used: number | string | null };
}

export const migration: Migration = {
  id: '0017_user_factors',
  up: async (tx) => {
    await tx.exec(
      `CREATE TABLE "_user_factors" ("id" varchar(40) PRIMARY KEY, "user_id" varchar(450) NOT NULL, "kind" varchar(20) NOT NULL, "secret" text NOT NULL, "confirmed" bigint, "last_step" bigint NOT NULL DEFAULT 0, "in_use" integer NOT NULL DEFAULT 1, "created" bigint NOT NULL)`,
    );
    await tx.exec(`CREATE UNIQUE INDEX "ux__user_factors_user_kind" ON "_user_factors" ("user_id", "kind")`);
    await tx.exec(
      `CREATE TABLE "_recovery_codes" ("user_id" varchar(450) NOT NULL, "hash" varchar(64) NOT NULL, "used" bigint, PRIMARY KEY ("user_id", "hash"))`,
    );
  },
};
