// Band follow: a musician's live share of one set. The token (128 random bits, core's isLiveToken) is
// the link's secret; only the live routes (pb_hooks/live.pb.js) read or write the collection, and no
// API rule lets anyone near it. Deleted with the account and with the set (cascades), and the followers
// are told (pb_hooks/live.pb.js).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const sets = app.findCollectionByNameOrId('sets');
    const shares = new Collection({
      type: 'base',
      name: 'live_shares',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'owner',
          type: 'relation',
          collectionId: users.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        {
          name: 'set',
          type: 'relation',
          collectionId: sets.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'token', type: 'text', required: true, min: 32, max: 32, pattern: '^[0-9a-f]{32}$' },
        { name: 'started', type: 'number', min: 0 },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_live_shares_token ON live_shares (token)',
        'CREATE UNIQUE INDEX idx_live_shares_owner ON live_shares (owner)',
      ],
    });
    app.save(shares);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('live_shares'));
  },
);
