// `npm start`: builds the app, listens, prints where to sign in, and shuts
// down gracefully on SIGTERM/SIGINT (shutdown.ts).
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { describeDatabase } from './db/open.js';
import { installGracefulShutdown } from './shutdown.js';

async function main() {
  const config = loadConfig();
  const { app, seeded } = await buildApp(config);
  installGracefulShutdown(app, (line) => console.log(line));
  const address = await app.listen({ port: config.port, host: config.host });
  const url = `${address.replace('0.0.0.0', '127.0.0.1')}/maintenance/`;
  const lines = [
    '',
    `  Back office running on ${describeDatabase(config)}${seeded.seededNow ? ' (new database: migrated and seeded with the demo site)' : ''}`,
    `  Sign in at ${url}`,
    `  User name: ${config.admin.user}`,
  ];
  if (seeded.admin?.generated) lines.push(`  Password:  ${seeded.admin.password}   (generated now; also in ${config.dataDir}/admin-credentials.txt)`);
  else if (config.admin.password) lines.push('  Password:  the CMS_ADMIN_PASSWORD you set');
  else lines.push(`  Password:  see ${config.dataDir}/admin-credentials.txt (generated at first start)`);
  console.log(lines.join('\n') + '\n');
}

main().catch((e) => {
  console.error(`Could not start: ${(e as Error).message}`);
  process.exit(1);
});
