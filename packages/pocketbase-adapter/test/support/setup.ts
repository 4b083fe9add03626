// Node 20 has no EventSource; the SDK's realtime needs one. The specifier is a variable so TypeScript
// does not follow eventsource@4's `source` export condition into its raw sources (they do not typecheck
// under this repo's settings); Vitest resolves it at run time.
if (!('EventSource' in globalThis)) {
  const specifier = 'eventsource';
  const { EventSource } = (await import(specifier)) as { EventSource: unknown };
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
}

export {};
