// Practice: a card per song practised (its FSRS schedule; the card's id is the song's id, checked by
// pb_hooks/lib/records.cjs, and it goes with the song) and a review per grade or gig NEXT (the practice
// history: like the gig history it names its song by a plain id and title, so it outlives the song;
// capped at core's LIMITS.reviews per musician by the change route). Owned like every library record
// (read and delete by the owner only, deleted with the account); written only through the change route.
// The account's practice settings are a JSON field of the user, written only through the change route
// too, which checks them with core's `isPracticeSettings`. The numbers' bounds here are a safety net:
// the hooks check core's limits on every save, bulk ones included.
const MINE = '@request.auth.id != "" && owner = @request.auth.id';
/** As core's memory adapter bounds a card's amounts and counts. */
const LARGEST = 1e9;
/** core's LIMITS.reviewSeconds: 12 hours. */
const REVIEW_SECONDS = 12 * 60 * 60;

migrate(
  (app) => {
    const usersId = app.findCollectionByNameOrId('users').id;
    const songsId = app.findCollectionByNameOrId('songs').id;
    const owner = {
      name: 'owner',
      type: 'relation',
      collectionId: usersId,
      required: true,
      cascadeDelete: true,
      maxSelect: 1,
    };
    const rules = { listRule: MINE, viewRule: MINE, createRule: null, updateRule: null, deleteRule: MINE };
    // A number field's `required` refuses 0: none of these is required (0 is a fine state or count).
    const time = (name) => ({ name, type: 'number', min: 0 });
    const whole = (name, max) => ({ name, type: 'number', min: 0, max, onlyInt: true });

    const cards = new Collection({
      type: 'base',
      name: 'cards',
      ...rules,
      fields: [
        owner,
        {
          name: 'song',
          type: 'relation',
          collectionId: songsId,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        time('due'),
        { name: 'stability', type: 'number', min: 0, max: LARGEST },
        { name: 'difficulty', type: 'number', min: 0, max: LARGEST },
        whole('scheduled', LARGEST),
        whole('reps', LARGEST),
        whole('lapses', LARGEST),
        whole('state', 3),
        time('last'),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_cards_song ON cards (song)',
        'CREATE INDEX idx_cards_owner ON cards (owner)',
      ],
    });
    app.save(cards);

    const reviews = new Collection({
      type: 'base',
      name: 'reviews',
      ...rules,
      fields: [
        owner,
        { name: 'song', type: 'text', required: true, max: 15 },
        { name: 'title', type: 'text', max: 1000 },
        { name: 'grade', type: 'number', min: 1, max: 4, onlyInt: true },
        { name: 'source', type: 'text', required: true, max: 10 },
        { name: 'key', type: 'text', required: true, max: 10 },
        { name: 'level', type: 'text', required: true, max: 10 },
        whole('seconds', REVIEW_SECONDS),
        time('reviewed'),
      ],
      indexes: ['CREATE INDEX idx_reviews_owner_reviewed ON reviews (owner, reviewed)'],
    });
    app.save(reviews);

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new JSONField({ name: 'practice', maxSize: 2000 }));
    users.updateRule = `${users.updateRule} && @request.body.practice:isset = false`;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('practice');
    users.updateRule = users.updateRule.replace(' && @request.body.practice:isset = false', '');
    app.save(users);
    app.delete(app.findCollectionByNameOrId('reviews'));
    app.delete(app.findCollectionByNameOrId('cards'));
  },
);
