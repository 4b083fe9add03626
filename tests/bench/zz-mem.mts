import { readFileSync } from 'node:fs';
import { type CollectionName, LIMITS, type Operation } from '@tunedeck/core';
import { apiMusician, startSite } from '../e2e/site.js';
import { buildPracticeLibrary, SETTINGS } from './busy-library.js';
import { gigHistory } from './history.js';

const PASSWORD = 'bench-pass-1';
const built = buildPracticeLibrary();
const big = JSON.parse(JSON.stringify(built.library));
const setId = Object.values(big.sets).find((s: any) => s.name === 'Gig book')!.id as string;
for (const op of gigHistory(
  (Object.values(big.songs) as any[]).slice(0, 300),
  setId,
  LIMITS.gigs - Object.keys(big.gigs).length,
  30,
).ops)
  if (op.type === 'create') big[op.collection][op.record.id] = op.record;
const ORDER: CollectionName[] = [
  'sets',
  'songs',
  'memberships',
  'wishlist',
  'charts',
  'gigs',
  'plays',
  'cards',
  'reviews',
  'pickers',
];
function withNewIds(library: any, n: number) {
  const ids = new Set<string>();
  for (const r of Object.values(library)) for (const id of Object.keys(r as object)) ids.add(id);
  const prefix = n.toString(36).padStart(2, '0');
  return JSON.parse(
    JSON.stringify(library).replace(/"([a-z0-9]{15})"/g, (w, id) =>
      ids.has(id) ? `"${prefix}${id.slice(2)}"` : w,
    ),
  );
}
const site = await startSite({ build: '/work/main/apps/site/dist' });
const url = site.server.url;
const emails: string[] = [];
for (let n = 0; n < 10; n++) {
  const who = await apiMusician(site, `m${n}-${Date.now()}@example.com`, PASSWORD);
  const lib = withNewIds(big, n + 1);
  const ops: Operation[] = [];
  for (const c of ORDER)
    for (const r of Object.values(lib[c] ?? {}))
      ops.push({ type: 'create', collection: c, record: r } as Operation);
  for (let s = 0; s < ops.length; s += LIMITS.changeOps)
    await who.storage.apply({ ops: ops.slice(s, s + LIMITS.changeOps) });
  await who.storage.auth.logOut();
  emails.push(who.email);
}
console.log('uploaded');
const tokens = await Promise.all(
  emails.map(async (email) => {
    const r = await fetch(`${url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: email, password: PASSWORD }),
    });
    return ((await r.json()) as any).token as string;
  }),
);
const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.server.pid}/status`, 'utf8'))![1]) / 1024;
const read = (t: string) =>
  fetch(`${site.server.url}/api/tunedeck/library`, {
    headers: { authorization: t, 'accept-encoding': 'gzip' },
  })
    .then((r) => r.text())
    .then((x) => x.length);
async function trial(label: string, n: number) {
  await read(tokens[0]!);
  const out: string[] = [];
  for (let run = 0; run < 3; run++) {
    await new Promise((d) => setTimeout(d, 2000));
    const before = rss();
    let peak = before;
    const iv = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 5);
    const t0 = performance.now();
    const sizes = await Promise.all(tokens.slice(0, n).map(read));
    clearInterval(iv);
    out.push(
      `+${(peak - before).toFixed(0)} MB (from ${before.toFixed(0)}) ${(performance.now() - t0).toFixed(0)} ms ${(sizes[0]! / 1024).toFixed(0)} KB`,
    );
  }
  console.log(label, `${n} at once:`, out.join('; '));
}
for (const variant of (process.env.VARIANTS ?? 'default').split(',')) {
  const [name, value] = variant.split('=');
  if (name !== 'default') {
    process.env[name!] = value;
    await site.crash(0);
  }
  {
    const before = rss();
    let peak = before;
    const iv = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 5);
    await Promise.all(
      tokens.map((t) =>
        fetch(`${url}/api/collections/songs/records?perPage=1`, { headers: { authorization: t } }).then((r) =>
          r.text(),
        ),
      ),
    );
    clearInterval(iv);
    console.log('cheap 10 at once:', `+${(peak - before).toFixed(0)} MB (from ${before.toFixed(0)})`);
  }
  await trial(variant, 10);
  if (name !== 'default') delete process.env[name!];
}
await site.stop();
process.exit(0);
