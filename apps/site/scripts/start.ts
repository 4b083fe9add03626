// `npm start`: builds the site and serves it and the API from one PocketBase (one origin, no CORS), with
// the data in a local folder that survives restarts, rate limits on, and a mail catcher that prints every
// emailed link (verification, password reset, email change) unless real SMTP settings are given.
// Ctrl-C stops everything. Settings: TUNEDECK_PB_DATA (default .pb-data), PORT or TUNEDECK_PB_PORT
// (default 8090), TUNEDECK_APP_URL, TUNEDECK_SMTP_*, TUNEDECK_TRUSTED_PROXY_HEADERS, TUNEDECK_THROTTLES.
import { join } from 'node:path';
import { type MailCatcher, startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';
import { build } from 'vite';

const site = join(import.meta.dirname, '..');
const root = join(site, '..', '..');
const env = process.env;
const started = performance.now();

console.log('Building the site ...');
await build({ root: site, configFile: join(site, 'vite.config.ts'), logLevel: 'warn' });

let mail: MailCatcher | null = null;
if (!env.TUNEDECK_SMTP_HOST) mail = await startMailCatcher();
const server = await startPocketBase({
  dataDir: env.TUNEDECK_PB_DATA ?? join(root, '.pb-data'),
  port: Number(env.PORT ?? env.TUNEDECK_PB_PORT ?? 8090),
  publicDir: join(site, 'dist'),
  ...(env.TUNEDECK_APP_URL ? { appUrl: env.TUNEDECK_APP_URL } : {}),
  rateLimits: env.TUNEDECK_RATE_LIMITS !== 'off',
  smtp: mail
    ? { host: mail.host, port: mail.port }
    : {
        host: env.TUNEDECK_SMTP_HOST!,
        port: Number(env.TUNEDECK_SMTP_PORT ?? 587),
        username: env.TUNEDECK_SMTP_USERNAME ?? '',
        password: env.TUNEDECK_SMTP_PASSWORD ?? '',
        tls: env.TUNEDECK_SMTP_TLS === 'true',
      },
  ...(env.TUNEDECK_SUPERUSER_EMAIL && env.TUNEDECK_SUPERUSER_PASSWORD
    ? { superuser: { email: env.TUNEDECK_SUPERUSER_EMAIL, password: env.TUNEDECK_SUPERUSER_PASSWORD } }
    : {}),
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nTunedeck is running at ${server.url}  (ready in ${seconds} s)`);
console.log(`Data: ${server.dataDir}. Admin UI: ${server.url}/_/. Press Ctrl-C to stop.`);
if (mail) console.log('Emailed links (verification, password reset, email change) are printed here.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await mail?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
