// The session refresh takes only a whole answer. The SDK's authRefresh resolves an answer whose body
// was cut off (a page navigating away while it arrives) as {} and saves it as a session with no token:
// the musician was signed out on the next page (seen in the e2e times test, 1 run in 5).
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from './support/fixtures.js';
import { useTestBackend } from './support/server.js';

const backend = useTestBackend();

/** A fetch whose answers to the refresh arrive with their status and headers, then lose their body. */
const cutRefreshBodies: typeof fetch = async (input, init) => {
  const answer = await fetch(input, init);
  if (!String(input).endsWith('/auth-refresh')) return answer;
  const body = new ReadableStream({
    start(controller) {
      controller.error(new TypeError('network error: the page went away'));
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
};

describe('the session refresh', () => {
  it('keeps the session when the answer is cut short, and takes a whole one', async () => {
    const user = await signUp(backend().storage(), 'refresh-cut');
    const pb = new PocketBase(backend().server.url);
    const storage = createPocketBaseStorage({ pb });
    await storage.auth.logIn({ email: user.email, password: PASSWORD });
    const token = pb.authStore.token;
    pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: cutRefreshBodies } });
    await expect(storage.auth.refresh()).rejects.toMatchObject({ code: 'network' });
    expect(pb.authStore.token).toBe(token);
    expect(pb.authStore.record?.id).toBe(user.id);
    expect(storage.auth.current()?.id).toBe(user.id);

    pb.beforeSend = undefined;
    await expect(storage.auth.refresh()).resolves.toMatchObject({ id: user.id, email: user.email });
    expect(pb.authStore.isValid).toBe(true);
  });
});
