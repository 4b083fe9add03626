// The whole library of the caller, every collection of core's (COLLECTIONS) with core's fields of each
// record (RECORD_FIELDS) and nothing else: the same records the API's lists give the owner, in one
// request instead of one per collection (one round trip, one connection). The reads share one read
// transaction on the concurrent connections: one snapshot of the database (a change committed by
// another device is in all of them or in none) that never holds up a write (the app's own transactions
// take the one writer connection, and every library write would wait for a read made there). And for a
// live share, only the few records core's liveView reads (liveLibrary), read the same way.
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

/**
 * The practice history oldest first, as core reads it (its review index then takes the records in the
 * order they come, with no sort); every other collection by id.
 */
const ORDER = { reviews: ['reviewed ASC', 'id ASC'] };

/** The row a collection's records are read into: each field as core's field kinds store it. */
function shapeOf(collection) {
  const shape = { id: '' };
  for (const field of core.RECORD_FIELDS[collection])
    shape[field] = core.storedAs(collection, field) === 'number' ? -0 : '';
  return shape;
}

/**
 * Records of `collection` (core's fields of each, nothing else) that `where` (a dbx expression, its
 * values bound as parameters) selects, read with `db` (a read transaction), in `order` (columns), at
 * most `limit` of them.
 */
function selectRecords(db, collection, where, order, limit) {
  const fields = core.RECORD_FIELDS[collection];
  const rows = arrayOf(new DynamicModel(shapeOf(collection)));
  // By default oldest first (by id, which the client makes): the client keys records by id, but a fixed
  // order keeps answers comparable.
  const query = db
    .select(...['id', ...fields].map((field) => `[[${field}]]`))
    .from(collection)
    .where(where)
    .orderBy(...(order || ['id']));
  if (limit) query.limit(limit);
  query.all(rows);
  return rows.map((row) => {
    const record = { id: row.id };
    for (const field of fields)
      record[field] = core.storedAs(collection, field) === 'json' ? JSON.parse(row[field]) : row[field];
    return record;
  });
}

/** The whole library of `owner`, read in one snapshot of the database (a read transaction). */
function readLibrary(app, owner) {
  const library = {};
  app.concurrentDB().transactional((tx) => {
    for (const collection of core.COLLECTIONS)
      library[collection] = selectRecords(tx, collection, $dbx.hashExp({ owner }), ORDER[collection]);
  });
  return library;
}

/** Records keyed by id, as core's rules take a collection. */
function byId(records) {
  const keyed = {};
  for (const record of records) keyed[record.id] = record;
  return keyed;
}

/**
 * Just the part of `owner`'s library that core's liveView reads for a share of `set` started at
 * `since`, in one snapshot, as a Library of those records (the rest of each collection left out): the
 * set, its picker state, the song on the picker, and the latest plays since `since` at the set's gigs
 * (at most LIVE_RECENT, with their gigs). liveView gives the same view of it as of the whole library:
 * it sorts plays by time, latest first, then by id, as the query below does (ids are 15 characters of
 * a-z0-9, so SQLite's byte order is JavaScript's), and keeps LIVE_RECENT of them. Every value is bound
 * as a parameter; a few indexed reads whatever the size of the library or of the gig history.
 */
function liveLibrary(app, owner, set, since) {
  const library = {};
  for (const collection of core.COLLECTIONS) library[collection] = {};
  app.concurrentDB().transactional((tx) => {
    const sets = selectRecords(tx, 'sets', $dbx.hashExp({ owner, id: set }));
    if (sets.length === 0) return;
    library.sets = byId(sets);
    const pickers = selectRecords(tx, 'pickers', $dbx.hashExp({ owner, id: set }));
    library.pickers = byId(pickers);
    const current = pickers.length > 0 && pickers[0].state ? pickers[0].state.current : null;
    if (current && typeof current.song === 'string')
      library.songs = byId(selectRecords(tx, 'songs', $dbx.hashExp({ owner, id: current.song })));
    // Each of the owner's plays since the start, newest first (idx_plays_owner_played), is checked
    // against its gig (one lookup by id) until LIVE_RECENT are the set's: never the whole history.
    const atSetsGig = $dbx.exp(
      'EXISTS (SELECT 1 FROM {{gigs}} WHERE [[gigs.id]] = [[plays.gig]] AND [[gigs.owner]] = {:owner} AND [[gigs.set]] = {:set})',
      { owner, set },
    );
    const sinceStart = $dbx.exp('[[played]] >= {:since}', { since });
    const plays = selectRecords(
      tx,
      'plays',
      $dbx.and($dbx.hashExp({ owner }), sinceStart, atSetsGig),
      ['played DESC', 'id ASC'],
      core.LIVE_RECENT,
    );
    if (plays.length === 0) return;
    library.plays = byId(plays);
    const gigs = [...new Set(plays.map((play) => play.gig))];
    library.gigs = byId(
      selectRecords(tx, 'gigs', $dbx.and($dbx.hashExp({ owner, set }), $dbx.in('id', ...gigs))),
    );
  });
  return library;
}

function handleLibrary(e) {
  return e.json(200, readLibrary(e.app, e.auth.id));
}

module.exports = { handleLibrary, liveLibrary };
