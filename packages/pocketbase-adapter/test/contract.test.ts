import { storageContract } from '@tunedeck/core/testing';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

storageContract('pocketbase', () => ({
  createClient: () => backend().storage(),
  latestEmail: async (to, kind) => {
    const email = await backend().mail.latest(to, kind);
    if (!email.token) throw new Error(`The ${kind} email to ${to} has no token link`);
    return email.token;
  },
}));
