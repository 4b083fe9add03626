import { describe, expect, it } from 'vitest';
import type { ContractContext } from './harness.js';
import { expectError } from './helpers.js';

const message = { email: 'player@example.com', subject: 'Hello', message: 'The picker is great.' };

/** Contact messages are stored for signed-in and signed-out senders alike. */
export function contactContract(ctx: ContractContext): void {
  describe('contact messages', () => {
    it('stores a message from someone signed out', async () => {
      await expect(ctx.client().sendContact(message)).resolves.toBeUndefined();
    });

    it('stores a message from someone signed in', async () => {
      const user = await ctx.signUp('contact');
      await expect(
        user.client.sendContact({ ...message, email: user.email, user: user.account.id }),
      ).resolves.toBeUndefined();
    });

    it('refuses a message without a valid reply address, subject or text', async () => {
      const client = ctx.client();
      await expectError(client.sendContact({ ...message, email: 'nobody' }), 'invalid-data');
      await expectError(client.sendContact({ ...message, subject: '  ' }), 'invalid-data');
      await expectError(client.sendContact({ ...message, message: '' }), 'invalid-data');
    });
  });
}
