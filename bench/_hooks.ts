import { assembleApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
const a = await assembleApp(loadConfig());
await a.app.ready();
const out = a.app.printRoutes({ includeHooks: true, commonPrefix: false });
const i = out.indexOf('/api/v1/db/');
console.log(out.split('\n').filter(l => /content|:entity|hook|•/.test(l)).slice(0, 40).join('\n'));
await a.app.close();
