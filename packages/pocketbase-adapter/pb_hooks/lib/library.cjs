// The whole library of the caller, every collection of core's (COLLECTIONS) with core's fields of each
// record (RECORD_FIELDS) and nothing else: the same records the API's lists give the owner, in one
// request instead of seven (one round trip, one connection) and from one snapshot of the database (the
// reads share a transaction: a change committed by another device is in all of them or in none).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

/** A record as the client stores it: its id and core's fields, as the records API writes them. */
function exported(record, fields) {
  const all = record.publicExport();
  const out = { id: record.id };
  for (const field of fields) out[field] = all[field];
  return out;
}

function handleLibrary(e) {
  const owner = e.auth.id;
  const library = {};
  e.app.runInTransaction((txApp) => {
    for (const collection of core.COLLECTIONS) {
      const fields = core.RECORD_FIELDS[collection];
      // Oldest first, as the lists are read (by id, which the client makes): the order never matters
      // to the client, which keys records by id, but a fixed one keeps answers comparable.
      const records = txApp.findRecordsByFilter(collection, 'owner = {:owner}', 'id', 0, 0, { owner });
      library[collection] = records.map((record) => exported(record, fields));
    }
  });
  return e.json(200, library);
}

module.exports = { handleLibrary };
