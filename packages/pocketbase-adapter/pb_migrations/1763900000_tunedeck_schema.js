// Tunedeck's collections and their API rules. Every record of a musician carries `owner`; the rules
// pin it on create, forbid changing it on update, and hide other users' records (404) everywhere.
// The title rules, link ownership and picker-state checks live in pb_hooks (they use core's code).

const SIGNED_IN = '@request.auth.id != ""';
const MINE = `${SIGNED_IN} && owner = @request.auth.id`;
const OWNER_KEPT = '(@request.body.owner:isset = false || @request.body.owner = @request.auth.id)';
const KEYS = ['random', 'C', 'D flat', 'D', 'E flat', 'E', 'F', 'F sharp', 'G', 'A flat', 'A', 'B flat', 'B'];

function ownerField(usersId) {
  return {
    name: 'owner',
    type: 'relation',
    collectionId: usersId,
    required: true,
    cascadeDelete: true,
    maxSelect: 1,
  };
}

function ownedCollection(name, usersId, fields, indexes, extraCreateRule = '', extraUpdateRule = '') {
  return new Collection({
    type: 'base',
    name,
    listRule: MINE,
    viewRule: MINE,
    createRule: MINE + extraCreateRule,
    updateRule: `${MINE} && ${OWNER_KEPT}${extraUpdateRule}`,
    deleteRule: MINE,
    fields: [ownerField(usersId), ...fields],
    indexes,
  });
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const usersId = users.id;
    // Generous safety limits: the exact limits (in code points) are core's, checked by the hooks.
    const created = { name: 'created', type: 'number', min: 0, onlyInt: false };
    // core's titleKey (set by the hooks): SQLite's NOCASE folds ASCII only, so "Évora" and "éVORA"
    // would otherwise be two songs. Hidden from the API.
    const titleKey = { name: 'titleKey', type: 'text', hidden: true, max: 8000 };

    const songs = ownedCollection(
      'songs',
      usersId,
      [
        { name: 'title', type: 'text', required: true, max: 1000 },
        { name: 'key', type: 'select', required: true, maxSelect: 1, values: KEYS },
        { name: 'knowledge', type: 'select', required: true, maxSelect: 1, values: ['new', 'med', 'know'] },
        { name: 'notes', type: 'text', max: 40000 },
        created,
        titleKey,
      ],
      [
        'CREATE UNIQUE INDEX idx_songs_owner_title ON songs (owner, title COLLATE NOCASE)',
        'CREATE UNIQUE INDEX idx_songs_owner_title_key ON songs (owner, titleKey)',
      ],
    );
    app.save(songs);

    const sets = ownedCollection(
      'sets',
      usersId,
      [{ name: 'name', type: 'text', required: true, max: 1000 }, created, titleKey],
      [
        'CREATE UNIQUE INDEX idx_sets_owner_name ON sets (owner, name COLLATE NOCASE)',
        'CREATE UNIQUE INDEX idx_sets_owner_title_key ON sets (owner, titleKey)',
      ],
    );
    app.save(sets);

    const memberships = ownedCollection(
      'memberships',
      usersId,
      [
        {
          name: 'set',
          type: 'relation',
          collectionId: sets.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        {
          name: 'song',
          type: 'relation',
          collectionId: songs.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
      ],
      [
        'CREATE UNIQUE INDEX idx_memberships_set_song ON memberships (`set`, song)',
        'CREATE INDEX idx_memberships_owner ON memberships (owner)',
        'CREATE INDEX idx_memberships_song ON memberships (song)',
      ],
      ' && set.owner = @request.auth.id && song.owner = @request.auth.id',
      // A membership's links never change (a move is a delete and a create), so no update can point
      // one at another user's set or song.
      ' && @request.body.set:isset = false && @request.body.song:isset = false',
    );
    app.save(memberships);

    const pickers = ownedCollection(
      'pickers',
      usersId,
      [
        {
          name: 'set',
          type: 'relation',
          collectionId: sets.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'state', type: 'json', required: true, maxSize: 1000000 },
      ],
      [
        'CREATE UNIQUE INDEX idx_pickers_set ON pickers (`set`)',
        'CREATE INDEX idx_pickers_owner ON pickers (owner)',
      ],
      ' && set.owner = @request.auth.id',
    );
    app.save(pickers);

    const wishlist = ownedCollection(
      'wishlist',
      usersId,
      [{ name: 'title', type: 'text', required: true, max: 1000 }, created, titleKey],
      [
        'CREATE UNIQUE INDEX idx_wishlist_owner_title ON wishlist (owner, title COLLATE NOCASE)',
        'CREATE UNIQUE INDEX idx_wishlist_owner_title_key ON wishlist (owner, titleKey)',
      ],
    );
    app.save(wishlist);

    // Contact messages: anyone may create one (as themselves or signed out); only superusers read them.
    const messages = new Collection({
      type: 'base',
      name: 'messages',
      createRule:
        '@request.body.user:isset = false || @request.body.user = "" || @request.body.user = @request.auth.id',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'subject', type: 'text', required: true, max: 1000 },
        { name: 'message', type: 'text', required: true, max: 40000 },
        { name: 'user', type: 'relation', collectionId: usersId, required: false, maxSelect: 1 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
    });
    app.save(messages);

    users.fields.add(new BoolField({ name: 'loginToPicker' }));
    users.fields.add(new RelationField({ name: 'pickerSet', collectionId: sets.id, maxSelect: 1 }));
    users.fields.getByName('password').min = 6;
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id && @request.body.verified:isset = false';
    users.deleteRule = 'id = @request.auth.id';
    users.passwordAuth.identityFields = ['email'];
    // One account per address whatever its case (the default index is case-sensitive).
    users.indexes = users.indexes
      .filter((index) => !index.includes('(`email`)'))
      .concat([
        "CREATE UNIQUE INDEX idx_users_email_nocase ON users (email COLLATE NOCASE) WHERE email != ''",
      ]);
    users.verificationTemplate = {
      subject: 'Verify your {APP_NAME} email',
      body:
        '<p>Hello,</p><p>Open this link to verify your email address:</p>' +
        '<p><a href="{APP_URL}/email_auth?token={TOKEN}">{APP_URL}/email_auth?token={TOKEN}</a></p>',
    };
    users.resetPasswordTemplate = {
      subject: 'Reset your {APP_NAME} password',
      body:
        '<p>Hello,</p><p>Open this link to choose a new password:</p>' +
        '<p><a href="{APP_URL}/reset_password?token={TOKEN}">{APP_URL}/reset_password?token={TOKEN}</a></p>',
    };
    users.confirmEmailChangeTemplate = {
      subject: 'Confirm your new {APP_NAME} email address',
      body:
        '<p>Hello,</p><p>Open this link to confirm your new email address:</p>' +
        '<p><a href="{APP_URL}/change_email?token={TOKEN}">{APP_URL}/change_email?token={TOKEN}</a></p>',
    };
    app.save(users);

    const settings = app.settings();
    settings.meta.appName = 'Tunedeck';
    // The adapter writes through /api/tunedeck/changes (pb_hooks); batches stay open to API clients, sized
    // for a 1,000-tune import: 2,000+ requests (songs and memberships) in one atomic batch.
    settings.batch.enabled = true;
    settings.batch.maxRequests = 5000;
    settings.batch.timeout = 60;
    settings.batch.maxBodySize = 64 * 1024 * 1024;
    app.save(settings);
  },
  (app) => {
    for (const name of ['messages', 'wishlist', 'pickers', 'memberships']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('pickerSet');
    users.fields.removeByName('loginToPicker');
    app.save(users);
    app.delete(app.findCollectionByNameOrId('sets'));
    app.delete(app.findCollectionByNameOrId('songs'));
  },
);
