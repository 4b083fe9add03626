// Abuse limits: the `throttles` collection (one row per throttled key: an address, an email, an
// account; read by pb_hooks/lib/throttle.cjs, visible to superusers only) and batch limits sized like
// the change route's.
migrate(
  (app) => {
    const throttles = new Collection({
      type: 'base',
      name: 'throttles',
      fields: [
        { name: 'key', type: 'text', required: true, max: 600 },
        { name: 'state', type: 'json', maxSize: 2000 },
        { name: 'expires', type: 'number', onlyInt: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_throttles_key ON throttles (`key`)',
        'CREATE INDEX idx_throttles_expires ON throttles (expires)',
      ],
    });
    app.save(throttles);

    const settings = app.settings();
    // Batches stay open to API clients, no larger than one change and never holding the write lock long.
    settings.batch.maxBodySize = 8 * 1024 * 1024;
    settings.batch.timeout = 10;
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('throttles'));
  },
);
