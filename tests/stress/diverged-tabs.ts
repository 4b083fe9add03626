// `pnpm exec tsx --conditions=source tests/stress/diverged-tabs.ts`: the picker ping-pong that
// tabs.stress.ts and empty-set.probe.ts see in Chromium for a moment, made to last, in Node with core's
// memory storage and memory tabs. Two tabs of one device (A and B) show the picker set "Gig"; another
// device deletes its last song. One tab's realtime drops the deletion (as a lost event would), so its
// view still holds the song while the other's set is empty. Each scenario counts what the tabs tell each
// other and write over two seconds, second by second (a loop still going in the second one is lasting),
// and how late a 100 ms timer set at the deletion ran (a loop of microtasks starves timers: then every
// client is disposed from inside the loop after 20,000 messages, which ends it).
import {
  createMemoryBackend,
  createMemoryStorage,
  createTunedeckClient,
  memoryOfflineStore,
  memorySessionStore,
  memoryTabs,
  seededRandom,
  type TunedeckClient,
  type TunedeckStorage,
} from '@tunedeck/core';
import { buildLibrary } from '@tunedeck/core/testing';

const EMAIL = 'ann@example.com';
const PASSWORD = 'secret1';
const LIMIT = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i += 1) {
    if (check()) return;
    await sleep(2);
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Scenario {
  name: string;
  /** Which tab's realtime drops deletions (none: the control). */
  drops: 'A' | 'B' | null;
  /** The other device is a client on the same picker set (it picks too), not a bare storage. */
  otherPicks: boolean;
}

async function run({ name, drops, otherPicks }: Scenario) {
  const backend = createMemoryBackend({ random: seededRandom(1) });
  backend.seedUser({
    email: EMAIL,
    password: PASSWORD,
    library: buildLibrary({ sets: { Gig: ['Solar'], Practice: ['Nardis'] } }),
  });
  const session = memorySessionStore();
  const store = memoryOfflineStore();
  const tabs = memoryTabs();
  const counted: Record<string, number> = {};
  const trail: string[] = [];
  let total = 0;
  let started = 0;
  let stoppedAt: number | null = null;
  const clients: TunedeckClient[] = [];
  const note = (what: string, line: string) => {
    if (!started) return;
    counted[what] = (counted[what] ?? 0) + 1;
    total += 1;
    if (trail.length < 16) trail.push(line);
    if (total === LIMIT && stoppedAt === null) {
      stoppedAt = performance.now() - started;
      for (const client of clients) client.dispose();
    }
  };
  const open = (tabName: 'A' | 'B'): TunedeckClient => {
    const tab = tabs.open();
    const listen = tab.listen.bind(tab);
    tab.listen = (handler) =>
      listen((message) => {
        if (message.type === 'picker' && started && trail.length < 16)
          trail.push(
            `${tabName} hears chain r${message.chain.rev} ${message.chain.state.current ? 'song' : 'null'}`,
          );
        handler(message);
      });
    const post = tab.post.bind(tab);
    tab.post = (message) => {
      const detail =
        message.type === 'picker'
          ? ` r${message.chain.rev} ${message.chain.state.current ? 'song' : 'null'}`
          : '';
      note(`${tabName} posts ${message.type}`, `${tabName} posts ${message.type}${detail}`);
      post(message);
    };
    const base = createMemoryStorage({ backend, session });
    const storage: TunedeckStorage = {
      ...base,
      apply: (change, options) => {
        const picker = change.ops.find((op) => op.type === 'upsert' && op.collection === 'pickers');
        if (picker?.type === 'upsert' && picker.collection === 'pickers')
          note(
            `${tabName} writes its picker`,
            `${tabName} writes ${picker.record.state.current ? 'song' : 'null'}`,
          );
        return base.apply(change, options);
      },
      subscribe: (listener) =>
        base.subscribe((event) =>
          drops === tabName && event.type === 'delete' ? undefined : listener(event),
        ),
    };
    const client = createTunedeckClient({
      storage,
      random: seededRandom(tabName === 'A' ? 11 : 12),
      offlineStore: store,
      tabs: tab,
    });
    clients.push(client);
    return client;
  };
  // B opens first: it is the tab that sends the device's changes.
  const b = open('B');
  await b.auth.logIn({ email: EMAIL, password: PASSWORD });
  const a = open('A');
  await until(() => a.state.status === 'ready' && b.state.status === 'ready', 'both tabs ready');
  const gig = Object.values(a.state.library.sets).find((set) => set.name === 'Gig')!.id;
  const current = (client: TunedeckClient) => client.state.library.pickers[gig]?.state.current?.song ?? null;
  await until(() => current(a) !== null && current(a) === current(b), 'a tune on both tabs');

  // The other device: a laptop on the same picker set, or a bare storage signed in (it never picks).
  let solar = '';
  let deleteSolar: () => Promise<unknown>;
  if (otherPicks) {
    const laptopStorage = createMemoryStorage({ backend });
    const laptop = createTunedeckClient({
      storage: {
        ...laptopStorage,
        apply: (change, options) => {
          if (change.ops.some((op) => op.type === 'upsert' && op.collection === 'pickers'))
            note('laptop writes its picker', 'laptop writes its picker');
          return laptopStorage.apply(change, options);
        },
      },
      random: seededRandom(99),
    });
    clients.push(laptop);
    await laptop.auth.logIn({ email: EMAIL, password: PASSWORD });
    await until(() => laptop.state.status === 'ready', 'the laptop ready');
    solar = Object.values(laptop.state.library.songs).find((song) => song.title === 'Solar')!.id;
    deleteSolar = () => laptop.library.deleteSong(solar);
  } else {
    const other = createMemoryStorage({ backend });
    await other.auth.logIn({ email: EMAIL, password: PASSWORD });
    const library = await other.loadLibrary();
    solar = Object.values(library.songs).find((song) => song.title === 'Solar')!.id;
    deleteSolar = () => other.apply({ ops: [{ type: 'delete', collection: 'songs', id: solar }] });
  }
  await sleep(50);
  started = performance.now();
  let timerLate = Number.NaN;
  setTimeout(() => {
    timerLate = performance.now() - started - 100;
  }, 100);
  await deleteSolar();
  const cpu0 = process.cpuUsage();
  await sleep(1000);
  const firstSecond = total;
  await sleep(1000);
  const cpu = process.cpuUsage(cpu0);
  const outcome =
    stoppedAt === null
      ? `${firstSecond} messages and writes in the first second, ${total - firstSecond} in the second ` +
        `(CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of 2000)`
      : `${LIMIT} messages and writes in ${(stoppedAt as number).toFixed(0)} ms, stopped by disposing the clients`;
  console.log(
    `${name}: ${outcome}; a 100 ms timer ran ${timerLate.toFixed(0)} ms late; ${JSON.stringify(counted)}; ` +
      `first: ${trail.join(', ')}`,
  );
  if (stoppedAt === null) for (const client of clients) client.dispose();
}

await run({
  name: 'control (no event dropped), other device a bare storage',
  drops: null,
  otherPicks: false,
});
await run({
  name: 'B (sending tab) drops the deletion, other device a bare storage',
  drops: 'B',
  otherPicks: false,
});
await run({ name: 'A drops the deletion, other device a bare storage', drops: 'A', otherPicks: false });
await run({ name: 'control (no event dropped), other device picks too', drops: null, otherPicks: true });
await run({
  name: 'B (sending tab) drops the deletion, other device picks too',
  drops: 'B',
  otherPicks: true,
});
await run({ name: 'A drops the deletion, other device picks too', drops: 'A', otherPicks: true });
process.exit(0);
