// The whole library of the caller, every collection of core's first read (FIRST_READ_COLLECTIONS: all but
// the charts) with core's fields of each record (RECORD_FIELDS) and nothing else: the same records the
// API's lists give the owner, in one request instead of one per collection (one round trip, one
// connection). `?collections=charts` answers the charts alone, read by the client right after the
// library is shown (a chart on each of 5,000 tunes would make the first read about twice as long: see
// bench/library-reads.ts); any list of core's collections may be asked for, comma-separated. The reads share one read
// transaction on the concurrent connections: one snapshot of the database (a change committed by
// another device is in all of them or in none) that never holds up a write (the app's own transactions
// take the one writer connection, and every library write would wait for a read made there). The answer
// is written a page of records at a time as it is read, so a read holds one page in memory, never the
// whole library: however large a library and however many devices open it at once. Each answer ends
// with its version (a digest of each collection's records): a read `?unless=<version>` answers
// `{"unchanged":true}` when nothing it would answer has changed, and only the collections that did otherwise. `?part=picker` answers what the picker's early drawing
// needs of the picker set alone (pickerPart). And for a live share, only the few records core's liveView
// reads (liveLibrary), read the same way.
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

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

/** Records read and written to the answer at a time: a page of the largest songs is about 5 MB. */
const PAGE = 500;

/**
 * A record of `collection` as JSON, made by SQLite: core's fields and nothing else, each as it is stored
 * (a number printed with the 17 digits that give back the same double, a JSON field as its JSON).
 */
function recordJson(collection) {
  const fields = ['id', ...core.RECORD_FIELDS[collection]].map((field) => {
    const kind = field === 'id' ? 'text' : core.storedAs(collection, field);
    const column = `[[${field}]]`;
    const value =
      kind === 'number' ? `json(printf('%!.17g', ${column}))` : kind === 'json' ? `json(${column})` : column;
    return `'${field}', ${value}`;
  });
  return `json_object(${fields.join(', ')})`;
}

/**
 * The order records are written in, and where a page starts: reviews by time then id, as core reads
 * them (the index on owner and time); every other collection as stored, by rowid, which the index on
 * owner keeps in order (no sort, however many pages).
 */
const PAGE_KEYS = { reviews: ['reviewed', 'id'] };

/** The SQL of one page of a collection, a JSON list made by SQLite, with where the next page starts. */
function pageQuery(collection, first) {
  const keys = PAGE_KEYS[collection] || ['rowid'];
  const keyColumns = keys.map((key, index) => `${key === 'rowid' ? 'rowid' : `[[${key}]]`} AS [[k${index}]]`);
  const after = first
    ? ''
    : keys.length === 1
      ? ' AND rowid > {:k0}'
      : ` AND [[${keys[0]}]] >= {:k0} AND ([[${keys[0]}]] > {:k0} OR [[${keys[1]}]] > {:k1})`;
  const order = keys.map((key) => (key === 'rowid' ? 'rowid' : `[[${key}]]`)).join(', ');
  const pageOrder = keys.map((_, index) => `[[k${index}]]`).join(', ');
  const lastKeys = keys.map(
    (_, index) =>
      `COALESCE((SELECT [[k${index}]] FROM [[page]] ORDER BY ${keys.map((__, i) => `[[k${i}]] DESC`).join(', ')} LIMIT 1), ${index === 0 ? '0' : "''"}) AS [[k${index}]]`,
  );
  return (
    `WITH [[page]] AS MATERIALIZED (SELECT ${keyColumns.join(', ')}, ${recordJson(collection)} AS [[record]] ` +
    `FROM {{${collection}}} WHERE [[owner]] = {:owner}${after} ORDER BY ${order} LIMIT ${PAGE}) ` +
    `SELECT COUNT(*) AS [[count]], COALESCE(json_group_array(json([[record]]) ORDER BY ${pageOrder}), '[]') AS [[records]], ` +
    `${lastKeys.join(', ')} FROM [[page]]`
  );
}

/** The next page of the owner's records of `collection` after `last` (the previous page's keys, or null). */
function nextPage(tx, collection, owner, last) {
  const keys = PAGE_KEYS[collection] || ['rowid'];
  const row = new DynamicModel({ count: 0, records: '', k0: -0, k1: '' });
  const params = { owner };
  if (last) {
    params.k0 = last.k0;
    if (keys.length > 1) params.k1 = last.k1;
  }
  tx.newQuery(pageQuery(collection, !last)).bind(params).one(row);
  return { count: row.count, records: row.records, last: { k0: row.k0, k1: row.k1 } };
}

/** Each page of the owner's records of `collection`, as `visit` takes it (its records as a JSON list). */
function eachPage(tx, owner, collection, visit) {
  for (let last = null; ; ) {
    const page = nextPage(tx, collection, owner, last);
    if (page.count === 0) return;
    visit(page);
    if (page.count < PAGE) return;
    last = page.last;
  }
}

/** The characters of a collection's digest kept in a version (64 bits: a change is never missed by chance). */
const DIGEST_CHARS = 16;

/**
 * Reads `collection` of `owner` a page at a time, giving each line of its JSON (after a comma when it
 * is not the answer's first: `,"name":[`, each page's records, `]`) to `write` when there is one, and
 * returns its digest: of its records, page after page (the pages of a snapshot are always the same).
 * Equal digests, equal records: a record added, changed or deleted gives another.
 */
function readCollection(tx, owner, collection, first, write) {
  let digest = $security.sha256(`${owner}:${collection}`);
  if (write) write(`${first ? '' : ','}${JSON.stringify(collection)}:[\n`);
  let written = 0;
  eachPage(tx, owner, collection, (page) => {
    // The page's list without its brackets, after a comma from the page before: a line of its own.
    if (write) write(`${written > 0 ? ',' : ''}${page.records.slice(1, -1)}\n`);
    written += page.count;
    digest = $security.sha256(`${digest}${page.records}`);
  });
  if (write) write(']\n');
  return digest.slice(0, DIGEST_CHARS);
}

/**
 * Writes `collections` of the library of `owner` to `response` as JSON (`{ "songs": [...], ...,
 * "version": "..." }`, a page of records a line), read in one snapshot of the database (a read
 * transaction), a page at a time. The version is each collection's digest, in the order asked, joined
 * by dots. With `unless`, the version of an answer the device holds, the snapshot's digests are worked
 * out first: when none changed the answer is `{"unchanged":true}`, and otherwise it holds only the
 * collections that changed, with `"unchanged"` listing the others. A device that read its library
 * early, before realtime listened, reads it again once it listens: nearly always nothing changed, and
 * on a first visit its first pick changed the picks alone, not 20,000 reviews.
 */
function writeLibrary(app, owner, response, collections, unless) {
  app.concurrentDB().transactional((tx) => {
    const held = unless ? unless.split('.') : [];
    const digests =
      held.length === collections.length
        ? collections.map((collection, index) => readCollection(tx, owner, collection, index === 0))
        : null;
    const kept = digests ? collections.filter((_, index) => digests[index] === held[index]) : [];
    if (digests && kept.length === collections.length) {
      response.write('{"unchanged":true}');
    } else {
      // A line at a time: `{`, a collection's `"songs":[`, a line per page of its records, `]`, …, the
      // version, `}`. Still one JSON value; a client may read it a page at a time as it comes, parsing
      // each line alone (the adapter's readLibraryAnswer), instead of 6.5 MB at once.
      response.write('{\n');
      let written = 0;
      const version = collections.map((collection, index) => {
        if (digests && kept.includes(collection)) return digests[index];
        written += 1;
        return readCollection(tx, owner, collection, written === 1, (text) => response.write(text));
      });
      if (kept.length > 0) response.write(`${written > 0 ? ',' : ''}"unchanged":${JSON.stringify(kept)}\n`);
      response.write(`,"version":${JSON.stringify(version.join('.'))}\n}`);
    }
    // The pages read stay in this connection's cache (up to 32 MB each, PocketBase's cache_size) while
    // it waits in the pool: ten connections that once read a big library hold 100 MB. Given back now.
    tx.newQuery('PRAGMA shrink_memory').execute();
  });
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
 * set, its picker state, the song on the picker and its chart, and the latest plays since `since` at
 * the set's gigs (at most LIVE_RECENT, with their gigs). liveView gives the same view of it as of the
 * whole library: it sorts plays by time, latest first, then by id, as the query below does (ids are 15
 * characters of a-z0-9, so SQLite's byte order is JavaScript's), and keeps LIVE_RECENT of them. Every
 * value is bound as a parameter; a few indexed reads whatever the size of the library or of the gig
 * history.
 */
function liveLibrary(app, owner, set, since) {
  const library = {};
  for (const collection of core.COLLECTIONS) library[collection] = {};
  // The histories as core's liveView reads them (a KeyedRecords, not a plain object).
  for (const collection of core.KEYED_COLLECTIONS) library[collection] = core.keyedRecords();
  app.concurrentDB().transactional((tx) => {
    const sets = selectRecords(tx, 'sets', $dbx.hashExp({ owner, id: set }));
    if (sets.length === 0) return;
    library.sets = byId(sets);
    const pickers = selectRecords(tx, 'pickers', $dbx.hashExp({ owner, id: set }));
    library.pickers = byId(pickers);
    const current = pickers.length > 0 && pickers[0].state ? pickers[0].state.current : null;
    if (current && typeof current.song === 'string') {
      library.songs = byId(selectRecords(tx, 'songs', $dbx.hashExp({ owner, id: current.song })));
      // Its chart (by the unique index on song), read only when the song is there: liveView sends its
      // key and text with the call, and never another song's.
      if (library.songs[current.song])
        library.charts = byId(selectRecords(tx, 'charts', $dbx.hashExp({ owner, song: current.song })));
    }
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
    library.plays = core.keyedRecords(plays);
    const gigs = [...new Set(plays.map((play) => play.gig))];
    library.gigs = core.keyedRecords(
      selectRecords(tx, 'gigs', $dbx.and($dbx.hashExp({ owner, set }), $dbx.in('id', ...gigs))),
    );
  });
  return library;
}

/**
 * Just what core's pickerView reads to call the tune on `owner`'s picker set `set`: the set, its picks,
 * the song on the picker with its place in the set, and one other song of the set (whether there is one
 * to skip to), in one snapshot, as the library route answers collections. A few records whatever the
 * size of the library: what a page that draws the tune before its app has loaded reads first.
 */
function pickerPart(app, owner, set) {
  const part = { sets: [], pickers: [], memberships: [], songs: [] };
  if (!set) return part;
  app.concurrentDB().transactional((tx) => {
    part.sets = selectRecords(tx, 'sets', $dbx.hashExp({ owner, id: set }));
    if (part.sets.length === 0) return;
    part.pickers = selectRecords(tx, 'pickers', $dbx.hashExp({ owner, id: set }));
    const current = part.pickers.length > 0 && part.pickers[0].state ? part.pickers[0].state.current : null;
    if (!current || typeof current.song !== 'string') return;
    // By the unique index on set and song: the current song's place, and any other's.
    part.memberships = [
      ...selectRecords(tx, 'memberships', $dbx.hashExp({ owner, set, song: current.song })),
      ...selectRecords(
        tx,
        'memberships',
        $dbx.and($dbx.hashExp({ owner, set }), $dbx.notIn('song', current.song)),
        ['song'],
        1,
      ),
    ];
    const songs = part.memberships.map((membership) => membership.song);
    if (songs.length > 0)
      part.songs = selectRecords(tx, 'songs', $dbx.and($dbx.hashExp({ owner }), $dbx.in('id', ...songs)));
  });
  return part;
}

/** The collections a read asks for (`?collections=a,b`), or null when it names one core does not have. */
function askedCollections(e) {
  const asked = e.request.url.query().get('collections');
  if (!asked) return core.FIRST_READ_COLLECTIONS;
  const names = asked.split(',');
  if (names.some((name) => !core.COLLECTIONS.includes(name))) return null;
  return core.COLLECTIONS.filter((name) => names.includes(name));
}

/**
 * Library reads that write their answer at once, at most (TUNEDECK_LIBRARY_READS, 2 by default: the
 * cores of a small server). Each holds about 10 MB while it runs (a page of records as SQLite's JSON, the
 * JS runtime's copy, the compressor), and the reads share the processor anyway: ten musicians opening a
 * big library at once made the server 95–127 MB larger, and took as long in all. A read past the limit
 * waits its turn, in a key of the app's shared store (each JS runtime of the pool has its own globals).
 */
const READ_SLOTS = Math.max(1, Math.floor(Number($os.getenv('TUNEDECK_LIBRARY_READS'))) || 2);
const SLOT_PREFIX = 'tunedeck.libraryRead.';
/** How long a read waits for its turn before the server says it is busy (the device reads again). */
const SLOT_WAIT_MS = 60_000;

/** Takes a free slot for a read (its key), waiting for one at most SLOT_WAIT_MS; null if none came. */
function takeSlot(app) {
  const me = $security.randomString(20);
  const end = Date.now() + SLOT_WAIT_MS;
  for (;;) {
    for (let slot = 0; slot < READ_SLOTS; slot += 1) {
      const key = SLOT_PREFIX + slot;
      // Atomic in the store: the first read to ask for a free slot gets it.
      if (app.store().getOrSet(key, () => me) === me) return key;
    }
    if (Date.now() > end) return null;
    sleep(5);
  }
}

function handleLibrary(e) {
  // A few records, read at once (no turn to wait for): with the picker set the server holds now.
  if (e.request.url.query().get('part') === 'picker') {
    const pickerSet = e.auth.getString('pickerSet');
    return e.json(200, { pickerSet, ...pickerPart(e.app, e.auth.id, pickerSet) });
  }
  const collections = askedCollections(e);
  if (!collections) throw new BadRequestError('Unknown collection.');
  const slot = takeSlot(e.app);
  if (!slot) {
    e.response.header().set('Retry-After', '5');
    return e.json(503, { status: 503, message: 'The server is busy: try again in a moment.', data: {} });
  }
  try {
    e.response.header().set('Content-Type', 'application/json');
    e.response.writeHeader(200);
    writeLibrary(e.app, e.auth.id, e.response, collections, e.request.url.query().get('unless'));
  } catch (error) {
    // The answer is under way: it ends here, cut short, and the device reads again. Said in the log.
    e.app.logger().error('Tunedeck: a library read failed', 'error', String(error));
  } finally {
    e.app.store().remove(slot);
  }
  return null;
}

module.exports = { handleLibrary, liveLibrary };
