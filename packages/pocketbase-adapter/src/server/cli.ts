#!/usr/bin/env node
// `tunedeck-pocketbase`: starts PocketBase with Tunedeck's schema (and, without SMTP settings, a local
// mail catcher that prints every emailed link). Settings come from the environment:
//   TUNEDECK_PB_DATA (folder, default ./.pb-data, git-ignored), TUNEDECK_PB_PORT (default 8090; 0 = any free port),
//   TUNEDECK_APP_URL, TUNEDECK_SMTP_HOST / _PORT / _USERNAME / _PASSWORD / _TLS, TUNEDECK_RATE_LIMITS=off,
//   TUNEDECK_SUPERUSER_EMAIL + TUNEDECK_SUPERUSER_PASSWORD, POCKETBASE_BIN, TUNEDECK_TRUSTED_PROXY_HEADERS
//   (e.g. X-Forwarded-For behind a reverse proxy), TUNEDECK_THROTTLES (JSON overrides of core's throttles).
import { startPocketBase } from './launcher.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

const env = process.env;
let mail: MailCatcher | null = null;
if (!env.TUNEDECK_SMTP_HOST) {
  mail = await startMailCatcher();
  console.log(`Mail catcher on ${mail.host}:${mail.port}: emailed links are printed here.`);
}
try {
  const server = await startPocketBase({
    dataDir: env.TUNEDECK_PB_DATA ?? '.pb-data',
    port: Number(env.TUNEDECK_PB_PORT ?? 8090),
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
  console.log(`PocketBase ready at ${server.url} (admin UI: ${server.url}/_/, data: ${server.dataDir})`);
  const shutdown = () => {
    void server
      .stop()
      .then(() => mail?.stop())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await mail?.stop();
  process.exit(1);
}
