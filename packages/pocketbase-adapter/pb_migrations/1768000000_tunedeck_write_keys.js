// The keys of the writes each musician's devices sent and the change route applied (core's
// ApplyOptions.writes): a write sent again after its answer was lost is not applied twice. Written and
// read only by the change route (no API rule lets anyone else near them); deleted with the account, and
// after core's WRITE_KEY_DAYS by the route itself.
migrate(
  (app) => {
    const writeKeys = new Collection({
      type: 'base',
      name: 'write_keys',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'owner',
          type: 'relation',
          collectionId: app.findCollectionByNameOrId('users').id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'key', type: 'text', required: true, max: 64 },
        { name: 'taken', type: 'number', min: 0 },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_write_keys_owner_key ON write_keys (owner, key)',
        'CREATE INDEX idx_write_keys_owner_taken ON write_keys (owner, taken)',
      ],
    });
    app.save(writeKeys);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('write_keys'));
  },
);
