import { resolve } from 'node:path';
import { parseAddressList } from '@tunedeck/core';
import {
  type PocketBaseOptions,
  type PocketBaseServer,
  startPocketBase,
  writableFolder,
} from './launcher.js';
import { type MailCatcher, startMailCatcher } from './mail-catcher.js';
import { reservePort } from './ports.js';
import { StartupError } from './startup-error.js';

/** A whole number from `min` to `max` read from the environment, or `fallback` when unset. */
function whole(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  what: string,
) {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new StartupError(`${name} is "${text}": give ${what}.`);
  return value;
}

/** One of `allowed` read from the environment, or undefined when unset. */
function oneOf(env: NodeJS.ProcessEnv, name: string, allowed: readonly string[]) {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  if (!allowed.includes(text))
    throw new StartupError(`${name} is "${text}": give ${allowed.map((word) => `"${word}"`).join(' or ')}.`);
  return text;
}

/**
 * Checks every TUNEDECK_* setting the server reads before anything starts, so a mistyped one is told in
 * words (which setting, what it may be) instead of a server that fails later or quietly ignores it.
 */
function checkSettings(env: NodeJS.ProcessEnv) {
  const portName = env.PORT !== undefined ? 'PORT' : 'TUNEDECK_PB_PORT';
  const port = whole(env, portName, 8090, 0, 65535, 'a port number from 1 to 65535, or 0 for a free port');
  const smtpPort = whole(env, 'TUNEDECK_SMTP_PORT', 587, 1, 65535, 'a port number from 1 to 65535');
  whole(env, 'TUNEDECK_BACKUP_KEEP', 7, 1, 1000, 'how many backups to keep, a whole number from 1');
  whole(env, 'TUNEDECK_STOP_WAIT_MS', 15000, 0, 600000, 'milliseconds from 0 to 600000');
  oneOf(env, 'TUNEDECK_RATE_LIMITS', ['on', 'off']);
  oneOf(env, 'TUNEDECK_SMTP_TLS', ['true', 'false']);
  const appUrl = env.TUNEDECK_APP_URL;
  if (appUrl && !/^https?:\/\/[^/\s]+/.test(appUrl))
    throw new StartupError(
      `TUNEDECK_APP_URL is "${appUrl}": give the site's address with http:// or https://, such as https://tunedeck.example.org.`,
    );
  const throttles = env.TUNEDECK_THROTTLES;
  if (throttles) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(throttles);
    } catch {
      parsed = null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new StartupError(
        `TUNEDECK_THROTTLES is not a JSON object: give one such as {"login":{"lockMs":60000}}, or leave it unset.`,
      );
  }
  const admins = parseAddressList(env.TUNEDECK_ADMIN_ADDRESSES ?? '');
  if (admins.invalid.length > 0)
    throw new StartupError(
      `TUNEDECK_ADMIN_ADDRESSES has "${admins.invalid[0]}": give IP addresses separated by commas, such as 203.0.113.7,2001:db8::7.`,
    );
  const cron = env.TUNEDECK_BACKUP_CRON;
  if (cron && cron !== 'off' && cron.trim().split(/\s+/).length !== 5)
    throw new StartupError(
      `TUNEDECK_BACKUP_CRON is "${cron}": give a cron schedule of five fields such as "0 3 * * *", or "off".`,
    );
  return { port, portName, smtpPort };
}

/** A launcher's start-up error told with the environment's names for what to change. */
function inWordsOfEnvironment(error: unknown, portName: string): unknown {
  if (!(error instanceof StartupError)) return error;
  if (error.code === 'port-in-use')
    return new StartupError(
      `${error.message.replace(/:.*$/, '')}: stop what uses it, or start with ${portName}=0 for a free port.`,
      'port-in-use',
    );
  if (error.code === 'data-folder')
    return new StartupError(
      `${error.message.replace(/ give a folder.*$/, '')} set TUNEDECK_PB_DATA to a folder you may write to.`,
      'data-folder',
    );
  return error;
}

/**
 * What `startFromEnvironment` would refuse, found before anything is built or started: every setting
 * it reads, and whether the port is free. Throws a `StartupError` that says what to change.
 */
export async function checkEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Pick<PocketBaseOptions, 'dataDir'> = {},
): Promise<void> {
  const settings = checkSettings(env);
  try {
    writableFolder(resolve(overrides.dataDir ?? env.TUNEDECK_PB_DATA ?? '.pb-data'));
    if (settings.port !== 0) await reservePort('127.0.0.1', settings.port);
  } catch (error) {
    throw inWordsOfEnvironment(error, settings.portName);
  }
}

/**
 * Starts PocketBase as a deployment's environment says, and without SMTP settings a mail catcher that
 * prints every emailed link. Read: TUNEDECK_PB_DATA (default ./.pb-data), PORT or TUNEDECK_PB_PORT
 * (default 8090; 0 = any free port), TUNEDECK_APP_URL, TUNEDECK_SMTP_HOST / _PORT / _USERNAME /
 * _PASSWORD / _TLS, TUNEDECK_CONTACT_TO, TUNEDECK_RATE_LIMITS=off, TUNEDECK_SUPERUSER_EMAIL + _PASSWORD; the launcher
 * itself passes TUNEDECK_TRUSTED_PROXY_HEADERS, TUNEDECK_ADMIN_ADDRESSES, TUNEDECK_THROTTLES and TUNEDECK_BACKUP_CRON / _KEEP on, and
 * POCKETBASE_BIN picks the
 * binary. `overrides` win over the environment (e.g. `publicDir` for the site).
 */
export async function startFromEnvironment(
  overrides: PocketBaseOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: PocketBaseServer; mail: MailCatcher | null; stop: () => Promise<void> }> {
  const settings = checkSettings(env);
  const mail = env.TUNEDECK_SMTP_HOST ? null : await startMailCatcher();
  try {
    const server = await startPocketBase({
      dataDir: env.TUNEDECK_PB_DATA ?? '.pb-data',
      port: settings.port,
      ...(env.TUNEDECK_APP_URL ? { appUrl: env.TUNEDECK_APP_URL } : {}),
      rateLimits: env.TUNEDECK_RATE_LIMITS !== 'off',
      smtp: mail
        ? { host: mail.host, port: mail.port }
        : {
            host: env.TUNEDECK_SMTP_HOST!,
            port: settings.smtpPort,
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
    throw inWordsOfEnvironment(error, settings.portName);
  }
}
