import { describe, expect, it } from 'vitest';
import { rawRequest, rawUser, useSecurityBackend } from './support.js';

// Two deployments behind one reverse proxy, rate limits on: one told which header carries the client.
const trusting = useSecurityBackend({ rateLimits: true, trustedProxyHeaders: ['X-Forwarded-For'] });
const unaware = useSecurityBackend({ rateLimits: true });

/** 1,000 ordinary requests of 100 musicians as the proxy forwards them (all from the proxy's address). */
async function ordinaryTraffic(url: string) {
  const user = await rawUser(url, 'proxied');
  const statuses: Record<number, number> = {};
  const requests = Array.from({ length: 1000 }, (_, i) => ({
    method: 'GET',
    path: '/api/collections/songs/records?perPage=1',
    headers: {
      authorization: user.token,
      // What the proxy appends: the address of the musician it forwards for.
      'x-forwarded-for': `203.0.113.${1 + (i % 100)}`,
    },
  }));
  for (let i = 0; i < requests.length; i += 25) {
    const answers = await Promise.all(requests.slice(i, i + 25).map((request) => rawRequest(url, request)));
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

describe('behind a reverse proxy with rate limits on', () => {
  it('with TUNEDECK_TRUSTED_PROXY_HEADERS, rate limits see each musician: 0 of 1,000 refused', async () => {
    const statuses = await ordinaryTraffic(trusting().server.url);
    console.info(
      `1,000 requests of 100 musicians through one proxy, header trusted: ${JSON.stringify(statuses)}`,
    );
    expect(statuses).toEqual({ 200: 1000 });
  });

  it('without it, every musician is the proxy and ordinary requests are refused', async () => {
    const statuses = await ordinaryTraffic(unaware().server.url);
    console.info(`the same without the setting: ${JSON.stringify(statuses)}`);
    expect(statuses[429] ?? 0).toBeGreaterThan(0);
  });
});
