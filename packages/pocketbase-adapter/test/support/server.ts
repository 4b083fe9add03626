import { join } from 'node:path';
import type { ThrottleOverrides } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import {
  type MailCatcher,
  type PocketBaseServer,
  startMailCatcher,
  startPocketBase,
} from '@tunedeck/pocketbase/server';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll } from 'vitest';

export interface TestBackend {
  server: PocketBaseServer;
  mail: MailCatcher;
  /** A new device of the adapter, signed out. */
  storage(): ReturnType<typeof createPocketBaseStorage>;
  /** A raw SDK client (no adapter), signed out, auto-cancellation off. */
  raw(): PocketBase;
  /** A raw SDK client signed in as the superuser (sees every record). */
  admin(): Promise<PocketBase>;
}

export const SUPERUSER = { email: 'admin@tunedeck.test', password: 'admin-pass-123' };

/** Test-only hooks that fail chosen steps, to prove atomicity (see faults.pb.js). */
export const FAULT_HOOKS = join(import.meta.dirname, 'faults.pb.js');

/**
 * Starts one PocketBase (fresh temporary data folder, free port, rate limits off) and a mail catcher
 * for the current test file, and stops both after it.
 */
/**
 * Test servers send as many emails and contact messages as the tests ask for, and answer every unknown
 * email; the login throttle keeps core's defaults. The security tests start servers with the real
 * limits.
 */
export const TEST_THROTTLES: ThrottleOverrides = {
  mailPerAddress: { windowMs: 0 },
  contactPerAddress: { windowMs: 0 },
  contactPerEmail: { windowMs: 0 },
  liveMissesPerAddress: { windowMs: 0 },
  unknownEmailsPerAddress: { windowMs: 0 },
};

export function useTestBackend(options: { faults?: boolean } = {}): () => TestBackend {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    const mail = await startMailCatcher({ log: false });
    const server = await startPocketBase({
      rateLimits: false,
      smtp: { host: mail.host, port: mail.port },
      extraHooks: options.faults ? [FAULT_HOOKS] : [],
      throttles: TEST_THROTTLES,
      superuser: SUPERUSER,
    });
    backend = {
      server,
      mail,
      storage: () => createPocketBaseStorage({ pb: new PocketBase(server.url) }),
      raw: () => new PocketBase(server.url).autoCancellation(false),
      admin: async () => {
        const pb = new PocketBase(server.url).autoCancellation(false);
        await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
        return pb;
      },
    };
  });
  afterAll(async () => {
    await backend?.server.stop();
    await backend?.mail.stop();
  });
  return () => {
    if (!backend) throw new Error('The test backend starts in beforeAll: use it inside tests.');
    return backend;
  };
}
