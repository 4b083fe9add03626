import { type PocketBaseOptions, type PocketBaseServer, startPocketBase } from './launcher.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';

/**
 * Starts PocketBase as a deployment's environment says, and without SMTP settings a mail catcher that
 * prints every emailed link. Read: TUNEDECK_PB_DATA (default ./.pb-data), PORT or TUNEDECK_PB_PORT
 * (default 8090; 0 = any free port), TUNEDECK_APP_URL, TUNEDECK_SMTP_HOST / _PORT / _USERNAME /
 * _PASSWORD / _TLS, TUNEDECK_CONTACT_TO, TUNEDECK_RATE_LIMITS=off, TUNEDECK_SUPERUSER_EMAIL + _PASSWORD; the launcher
 * itself passes TUNEDECK_TRUSTED_PROXY_HEADERS, TUNEDECK_THROTTLES and TUNEDECK_BACKUP_CRON / _KEEP on, and
 * POCKETBASE_BIN picks the
 * binary. `overrides` win over the environment (e.g. `publicDir` for the site).
 */
export async function startFromEnvironment(
  overrides: PocketBaseOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: PocketBaseServer; mail: MailCatcher | null; stop: () => Promise<void> }> {
  const mail = env.TUNEDECK_SMTP_HOST ? null : await startMailCatcher();
  try {
    const server = await startPocketBase({
      dataDir: env.TUNEDECK_PB_DATA ?? '.pb-data',
      port: Number(env.PORT ?? env.TUNEDECK_PB_PORT ?? 8090),
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
      ...overrides,
    });
    return {
      server,
      mail,
      stop: async () => {
        await server.stop();
        await mail?.stop();
      },
    };
  } catch (error) {
    await mail?.stop();
    throw error;
  }
}
