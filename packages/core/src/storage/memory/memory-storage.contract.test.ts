import { storageContract } from '../../testing/contract/storage-contract.js';
import { createMemoryBackend } from './memory-backend.js';
import { createMemoryStorage } from './memory-storage.js';

storageContract('memory', () => {
  const backend = createMemoryBackend();
  return {
    createClient: () => createMemoryStorage({ backend }),
    latestEmail: async (to, kind) => {
      const email = backend.latestEmail(to, kind);
      if (!email) throw new Error(`No ${kind} email to ${to}`);
      return email.token;
    },
  };
});
