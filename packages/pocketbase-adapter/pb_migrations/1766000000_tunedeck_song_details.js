// A song's composer and style, as imports (iReal Pro) bring them and the song page edits them. Plain
// text, empty when unknown; core's limits are checked by pb_hooks/lib/records.cjs on every save.
migrate(
  (app) => {
    const songs = app.findCollectionByNameOrId('songs');
    songs.fields.add(new TextField({ name: 'composer', max: 1000 }));
    songs.fields.add(new TextField({ name: 'style', max: 1000 }));
    app.save(songs);
  },
  (app) => {
    const songs = app.findCollectionByNameOrId('songs');
    songs.fields.removeByName('composer');
    songs.fields.removeByName('style');
    app.save(songs);
  },
);
