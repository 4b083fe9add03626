// The gig history: a gig per Start New Gig (its set's id and name as they were), a play per NEXT (the
// tune's id and title, the key shown). Owned like every library record (read and delete by the owner
// only, deleted with the account); written only through the change route. A gig's set and a play's
// song are plain ids, not relations: the history outlives the sets and songs it names. The caps
// (core's LIMITS.gigs and LIMITS.gigPlays) are checked by pb_hooks/lib/records.cjs.
const MINE = '@request.auth.id != "" && owner = @request.auth.id';

migrate(
  (app) => {
    const usersId = app.findCollectionByNameOrId('users').id;
    const owner = {
      name: 'owner',
      type: 'relation',
      collectionId: usersId,
      required: true,
      cascadeDelete: true,
      maxSelect: 1,
    };
    const rules = { listRule: MINE, viewRule: MINE, createRule: null, updateRule: null, deleteRule: MINE };
    const gigs = new Collection({
      type: 'base',
      name: 'gigs',
      ...rules,
      fields: [
        owner,
        { name: 'set', type: 'text', required: true, max: 15 },
        { name: 'setName', type: 'text', max: 1000 },
        { name: 'started', type: 'number', min: 0 },
      ],
      indexes: ['CREATE INDEX idx_gigs_owner_started ON gigs (owner, started)'],
    });
    app.save(gigs);
    const plays = new Collection({
      type: 'base',
      name: 'plays',
      ...rules,
      fields: [
        owner,
        {
          name: 'gig',
          type: 'relation',
          collectionId: gigs.id,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'song', type: 'text', required: true, max: 15 },
        { name: 'title', type: 'text', max: 1000 },
        { name: 'key', type: 'text', required: true, max: 10 },
        { name: 'played', type: 'number', min: 0 },
      ],
      indexes: ['CREATE INDEX idx_plays_owner ON plays (owner)', 'CREATE INDEX idx_plays_gig ON plays (gig)'],
    });
    app.save(plays);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('plays'));
    app.delete(app.findCollectionByNameOrId('gigs'));
  },
);
