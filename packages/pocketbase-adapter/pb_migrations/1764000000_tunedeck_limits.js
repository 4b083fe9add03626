// One write path and abuse limits.
//
// Every write of a musician's library goes through the change route (pb_hooks/lib/changes.cjs), which
// checks types, owners, links and sizes before anything is stored; contact messages go through their
// own route (pb_hooks/contact.pb.js). So the record API no longer creates or updates library records or
// messages (reads and deletes stay as they were), batches are off, and account settings change only
// through the change route. The `throttles` collection holds one row per throttled key (an address, an
// email, an account) for pb_hooks/lib/throttle.cjs, visible to superusers only.
migrate(
  (app) => {
    for (const name of ['songs', 'sets', 'memberships', 'wishlist', 'pickers', 'messages']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.createRule = null;
      collection.updateRule = null;
      app.save(collection);
    }
    const users = app.findCollectionByNameOrId('users');
    users.updateRule =
      'id = @request.auth.id && @request.body.verified:isset = false' +
      ' && @request.body.loginToPicker:isset = false && @request.body.pickerSet:isset = false';
    app.save(users);

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
    settings.batch.enabled = false;
    app.save(settings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('throttles'));
  },
);
