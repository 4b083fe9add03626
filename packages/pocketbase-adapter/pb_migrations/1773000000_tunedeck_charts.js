// Charts: a chart per song that has one (its changes as core's typed text, and the key it is written
// in). Like a practice card, a chart's id is the song's id (checked by pb_hooks/lib/records.cjs), one
// per song (a unique index), and it goes with the song (cascade). Owned like every library record (read
// and delete by the owner only, deleted with the account); written only through the change route, whose
// hooks check the key and the text with core's rules (a chart key, at most LIMITS.chartBytes UTF-8
// bytes and LIMITS.chartBars bars, text that reads). The lengths here are a safety net: PocketBase counts
// characters, core counts bytes.
const MINE = '@request.auth.id != "" && owner = @request.auth.id';
/** core's LIMITS.chartBytes. */
const CHART_BYTES = 16384;

migrate(
  (app) => {
    const usersId = app.findCollectionByNameOrId('users').id;
    const songsId = app.findCollectionByNameOrId('songs').id;
    const charts = new Collection({
      type: 'base',
      name: 'charts',
      listRule: MINE,
      viewRule: MINE,
      createRule: null,
      updateRule: null,
      deleteRule: MINE,
      fields: [
        {
          name: 'owner',
          type: 'relation',
          collectionId: usersId,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        {
          name: 'song',
          type: 'relation',
          collectionId: songsId,
          required: true,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'key', type: 'text', required: true, max: 3 },
        { name: 'text', type: 'text', required: true, max: CHART_BYTES },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_charts_song ON charts (song)',
        'CREATE INDEX idx_charts_owner ON charts (owner)',
      ],
    });
    app.save(charts);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('charts'));
  },
);
