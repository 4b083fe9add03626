// Band follow: a share's view holds the latest plays of its set since the share started (read by
// pb_hooks/lib/library.cjs liveLibrary after every change of a musician with a share). This index gives
// a musician's plays newest first, so that read walks back from the latest and stops after a few rows
// instead of reading and sorting the whole history (up to LIMITS.gigs × LIMITS.gigPlays plays).
migrate(
  (app) => {
    const plays = app.findCollectionByNameOrId('plays');
    plays.addIndex('idx_plays_owner_played', false, 'owner, played', '');
    app.save(plays);
  },
  (app) => {
    const plays = app.findCollectionByNameOrId('plays');
    plays.removeIndex('idx_plays_owner_played');
    app.save(plays);
  },
);
