import { createServer, type Server } from 'node:net';
import { startMailCatcher, startPocketBase } from '@tunedeck/pocketbase/server';
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
      await expect(startPocketBase({ port })).rejects.toThrow(/already in use/);
    } finally {
      blocker.close();
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
