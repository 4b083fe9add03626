// Fair throttling of band follow: the ended live shares the server remembers, by the SHA-256 of their
// token (never the token), so that a bandmate opening last week's link, or a follower page reading its
// own link again after the share ended, is not counted as guessing (pb_hooks/lib/live.cjs). Bounded by
// core's throttle policy (liveEnded: how many, for how long), the oldest forgotten first; no API rule
// lets anyone near it.
migrate(
  (app) => {
    const ended = new Collection({
      type: 'base',
      name: 'live_ended',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'hash', type: 'text', required: true, min: 64, max: 64, pattern: '^[0-9a-f]{64}$' },
        { name: 'ended', type: 'number', onlyInt: true, min: 0 },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_live_ended_hash ON live_ended (hash)',
        'CREATE INDEX idx_live_ended_ended ON live_ended (ended)',
      ],
    });
    app.save(ended);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('live_ended'));
  },
);
