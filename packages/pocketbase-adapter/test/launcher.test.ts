import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkEnvironment,
  StartupError,
  startFromEnvironment,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import { describe, expect, it } from 'vitest';

describe('launcher', () => {
  it('says what to do when the binary is missing', async () => {
    await expect(startPocketBase({ bin: '/nowhere/pocketbase' })).rejects.toThrow(/binary not found/);
  });

  it('says when the port is taken', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      await expect(startPocketBase({ port })).rejects.toThrow(
        new StartupError(
          `Port ${port} on 127.0.0.1 is already in use: stop what uses it or pass port 0 for a free one.`,
          'port-in-use',
        ),
      );
      // From the environment, in its words.
      const told = `Port ${port} on 127.0.0.1 is already in use: stop what uses it, or start with PORT=0 for a free port.`;
      await expect(checkEnvironment({ PORT: String(port) })).rejects.toThrow(
        new StartupError(told, 'port-in-use'),
      );
      await expect(startFromEnvironment({}, { PORT: String(port), TUNEDECK_SMTP_HOST: 'x' })).rejects.toThrow(
        new StartupError(told, 'port-in-use'),
      );
    } finally {
      blocker.close();
    }
  });

  it('tells each setting a person can get wrong in words, before anything starts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tunedeck-env-'));
    const file = join(folder, 'a-file');
    writeFileSync(file, '');
    const refused = async (env: NodeJS.ProcessEnv) => {
      const error = await checkEnvironment({ PORT: '0', TUNEDECK_PB_DATA: folder, ...env }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StartupError);
      return (error as Error).message;
    };
    try {
      await expect(checkEnvironment({ PORT: '0', TUNEDECK_PB_DATA: folder })).resolves.toBeUndefined();
      expect(await refused({ PORT: 'abc' })).toBe(
        'PORT is "abc": give a port number from 1 to 65535, or 0 for a free port.',
      );
      expect(await refused({ PORT: undefined, TUNEDECK_PB_PORT: '70000' })).toBe(
        'TUNEDECK_PB_PORT is "70000": give a port number from 1 to 65535, or 0 for a free port.',
      );
      expect(await refused({ TUNEDECK_SMTP_PORT: '25x' })).toBe(
        'TUNEDECK_SMTP_PORT is "25x": give a port number from 1 to 65535.',
      );
      expect(await refused({ TUNEDECK_RATE_LIMITS: 'no' })).toBe(
        'TUNEDECK_RATE_LIMITS is "no": give "on" or "off".',
      );
      expect(await refused({ TUNEDECK_SMTP_TLS: 'yes' })).toBe(
        'TUNEDECK_SMTP_TLS is "yes": give "true" or "false".',
      );
      expect(await refused({ TUNEDECK_BACKUP_KEEP: '0' })).toBe(
        'TUNEDECK_BACKUP_KEEP is "0": give how many backups to keep, a whole number from 1.',
      );
      expect(await refused({ TUNEDECK_STOP_WAIT_MS: '-5' })).toBe(
        'TUNEDECK_STOP_WAIT_MS is "-5": give milliseconds from 0 to 600000.',
      );
      expect(await refused({ TUNEDECK_APP_URL: 'tunedeck.example.org' })).toBe(
        `TUNEDECK_APP_URL is "tunedeck.example.org": give the site's address with http:// or https://, such as https://tunedeck.example.org.`,
      );
      expect(await refused({ TUNEDECK_THROTTLES: '[1]' })).toBe(
        'TUNEDECK_THROTTLES is not a JSON object: give one such as {"login":{"lockMs":60000}}, or leave it unset.',
      );
      expect(await refused({ TUNEDECK_ADMIN_ADDRESSES: '203.0.113.7, admin.example.org' })).toBe(
        'TUNEDECK_ADMIN_ADDRESSES has "admin.example.org": give IP addresses separated by commas, such as 203.0.113.7,2001:db8::7.',
      );
      await expect(
        checkEnvironment({
          PORT: '0',
          TUNEDECK_PB_DATA: folder,
          TUNEDECK_ADMIN_ADDRESSES: '203.0.113.7, ::1',
        }),
      ).resolves.toBeUndefined();
      expect(await refused({ TUNEDECK_BACKUP_CRON: 'daily' })).toBe(
        'TUNEDECK_BACKUP_CRON is "daily": give a cron schedule of five fields such as "0 3 * * *", or "off".',
      );
      expect(await refused({ TUNEDECK_PB_DATA: join(file, 'data') })).toBe(
        `The data folder ${join(file, 'data')} cannot be made or written (ENOTDIR): set TUNEDECK_PB_DATA to a folder you may write to.`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('starts on a free port with the schema, and stops with SIGTERM', async () => {
    const lines: string[] = [];
    const mail = await startMailCatcher({ log: (line) => lines.push(line) });
    const server = await startPocketBase({ rateLimits: false, smtp: { host: mail.host, port: mail.port } });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const songs = await fetch(`${server.url}/api/collections/songs/records`);
      expect(songs.status).toBe(200);
      const email = `launcher-${Date.now()}@example.com`;
      await fetch(`${server.url}/api/collections/users/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-1', passwordConfirm: 'secret-1' }),
      });
      await mail.latest(email, 'verification');
      // The catcher prints the verification link for a developer to open.
      expect(lines.some((line) => line.includes(`/email_auth?token=`))).toBe(true);
    } finally {
      await server.stop();
      await mail.stop();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
