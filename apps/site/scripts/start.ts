// `npm start`: builds the site and serves it and the API from one PocketBase (one origin, no CORS), with
// the data in a local folder that survives restarts (.pb-data at the repository root), rate limits on,
// and a mail catcher that prints every emailed link unless real SMTP settings are given. Ctrl-C stops
// everything. The environment's settings are `startFromEnvironment`'s (see the README's "Deploy").
import { join } from 'node:path';
import { checkEnvironment, StartupError, startFromEnvironment } from '@tunedeck/pocketbase/server';
import { buildSite } from './build.js';

const site = join(import.meta.dirname, '..');
const root = join(site, '..', '..');
const started = performance.now();

/**
 * What a person starting it can get wrong (a busy port, a mistyped setting, a data folder they may not
 * write) is told in its own words, with what to do, and nothing else: no stack, no source.
 */
function cannotStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(`\nTunedeck could not start. ${error.message}`);
  process.exit(1);
}

// Before a build of half a minute: a mistyped setting or a busy port is told at once.
const dataDir = process.env.TUNEDECK_PB_DATA ?? join(root, '.pb-data');
await checkEnvironment(process.env, { dataDir }).catch(cannotStart);

console.log('Building the site ...');
// With the embeddable <tunedeck-picker> at /tunedeck-picker.js, the public pages prerendered and every
// text file compressed (scripts/build.ts).
await buildSite(join(site, 'dist'));

const { server, mail, stop } = await startFromEnvironment({
  dataDir,
  publicDir: join(site, 'dist'),
}).catch(cannotStart);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nTunedeck is running at ${server.url}  (ready in ${seconds} s)`);
console.log(`Data: ${server.dataDir}. Admin UI: ${server.url}/_/. Press Ctrl-C to stop.`);
if (mail) console.log('Emailed links (verification, password reset, email change) are printed here.\n');

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  void stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
