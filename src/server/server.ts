// `npm start`: builds the app, listens, prints where to sign in, and shuts
// down gracefully on SIGTERM/SIGINT (shutdown.ts).
import { assembleApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { describeDatabase } from './platform/db/open.js';
import { boundHeapGrowth } from './platform/heap-growth.js';
import { stopPretenuring } from './platform/pretenuring.js';
import { installGracefulShutdown } from './platform/shutdown.js';

async function main() {
  boundHeapGrowth();
  stopPretenuring();
  const config = loadConfig();
  const { app, lifecycle, prepare } = await assembleApp(config);
  installGracefulShutdown(app, lifecycle, (line) => console.log(line));
  // The port opens once the database is migrated and seeded: a balancer's connection is refused until then and
  // goes to another instance, whatever its method (a 503 from a starting instance could not be passed on for a
  // write). An orchestrator's probes wait for it too (docs/deploy.md: a start-up probe covers long migrations).
  await app.ready();
  const seeded = await prepare();
  const address = await app.listen({ port: config.port, host: config.host });
  const url = `${address.replace('0.0.0.0', '127.0.0.1')}/maintenance/`;
  const lines = [
    '',
    `  Back office running on ${describeDatabase(config)}${seeded.seededNow ? ' (new database: migrated and seeded with the demo site)' : ''}`,
    `  Sign in at ${url}`,
    `  User name: ${config.admin.user}`,
  ];
  if (seeded.admin?.generated)
    lines.push(
      `  Password:  ${seeded.admin.password}   (generated now; also in ${config.dataDir}/admin-credentials.txt)`,
    );
  else if (config.admin.password) lines.push('  Password:  the CMS_ADMIN_PASSWORD you set');
  else lines.push(`  Password:  see ${config.dataDir}/admin-credentials.txt (generated at first start)`);
  console.log(lines.join('\n') + '\n');
}

main().catch((e) => {
  console.error(`Could not start: ${(e as Error).message}`);
  process.exit(1);
});
