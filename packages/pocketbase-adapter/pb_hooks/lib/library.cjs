// The whole library of the caller, every collection of core's (COLLECTIONS) with core's fields of each
// record (RECORD_FIELDS) and nothing else: the same records the API's lists give the owner, in one
// request instead of seven (one round trip, one connection). The reads share one read transaction on
// the concurrent connections: one snapshot of the database (a change committed by another device is in
// all of them or in none) that never holds up a write (the app's own transactions take the one writer
// connection, and every library write would wait for a read made there).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

/** Fields stored as numbers (times in ms) and as JSON (a picker's state); every other field is text. */
const NUMBERS = ['created', 'started', 'played'];
const JSONS = ['state'];

function shapeOf(fields) {
  const shape = { id: '' };
  for (const field of fields) shape[field] = NUMBERS.includes(field) ? -0 : '';
  return shape;
}

/** The whole library of `owner`, read in one snapshot of the database (a read transaction). */
function readLibrary(app, owner) {
  const library = {};
  app.concurrentDB().transactional((tx) => {
    for (const collection of core.COLLECTIONS) {
      const fields = core.RECORD_FIELDS[collection];
      const rows = arrayOf(new DynamicModel(shapeOf(fields)));
      // Oldest first (by id, which the client makes): the client keys records by id, but a fixed order
      // keeps answers comparable.
      tx.select(...['id', ...fields].map((field) => `[[${field}]]`))
        .from(collection)
        .where($dbx.hashExp({ owner }))
        .orderBy('id')
        .all(rows);
      library[collection] = rows.map((row) => {
        const record = { id: row.id };
        for (const field of fields)
          record[field] = JSONS.includes(field) ? JSON.parse(row[field]) : row[field];
        return record;
      });
    }
  });
  return library;
}

/** The same library keyed by id in each collection, as core's rules take it. */
function libraryById(app, owner) {
  const lists = readLibrary(app, owner);
  const library = {};
  for (const collection of core.COLLECTIONS) {
    library[collection] = {};
    for (const record of lists[collection]) library[collection][record.id] = record;
  }
  return library;
}

function handleLibrary(e) {
  return e.json(200, readLibrary(e.app, e.auth.id));
}

module.exports = { handleLibrary, libraryById };
