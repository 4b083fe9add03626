// A bulk change's runs of creates (an import, a restore) written with a few statements per collection
// instead of one save per record. SQLite has one writer: 21,000 creates saved one by one held it for
// seconds while every other musician's save waited. So all that needs no database is done before the
// change's transaction (`planCreates`: the record checks, duplicates within the run, the rows to
// insert), and inside it (`writeCreates`) only what the saves would have met in the database is
// looked up, one query per collection: ids taken, values a unique index holds, links to records that
// are not the caller's, the history's caps. The first step that saving the records one by one would
// have refused is refused with the error it would have had.
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
const { fieldError, historyFull } = require(`${__hooks}/lib/records.cjs`);

const FIELDS = core.RECORD_FIELDS;
const LINKS = core.RECORD_LINKS;

// Without the record validation, a unique index answers itself: the field each index guards, as the
// validation would name it (a taken id is not a taken title).
const UNIQUE_FIELDS = {
  songs: 'title',
  sets: 'name',
  wishlist: 'title',
  memberships: 'song',
  pickers: 'set',
  cards: 'song',
  charts: 'song',
};
/** The column of the collections whose title is also unique as a `titleKey`. */
const TITLED = { songs: 'title', sets: 'name', wishlist: 'title' };
// The columns of the other unique indexes (pb_migrations). Not the owner's alone, but a link to
// another user's set or song is refused before these are looked at.
const UNIQUE_COLUMNS = {
  memberships: ['set', 'song'],
  pickers: ['set'],
  cards: ['song'],
  charts: ['song'],
};

// Which check refuses a step first, as a save makes them: its fields' types, its links, its record's
// checks, the history's caps, the unique indexes (SQLite checks those before the id), the id.
const RANK = { early: 0, link: 1, late: 2, cap: 3, unique: 4, id: 5 };

/** A record id as PocketBase makes one. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The columns of a collection's rows, in the order `rowOf` lists their values (the owner is bound apart). */
function columnsOf(collection) {
  return ['id', ...FIELDS[collection], ...(TITLED[collection] ? ['titleKey'] : [])];
}

/**
 * A checked new record's row, as JSON in `columnsOf` order, stored as a save stores it: an unset text
 * as "", an unset number as 0, JSON as its text. A record without an id gets one, as on a save.
 */
function rowOf(collection, data) {
  if (data.id === undefined) data.id = $security.randomStringWithAlphabet(15, ID_ALPHABET);
  const values = columnsOf(collection).map((field) => {
    const kind = field === 'titleKey' ? 'text' : core.storedAs(collection, field);
    const value = data[field];
    if (value === undefined) return kind === 'number' ? 0 : kind === 'json' ? null : '';
    return kind === 'json' ? JSON.stringify(value) : value;
  });
  return JSON.stringify(values);
}

/** What SQLite's NOCASE compares: ASCII letters folded, nothing else. */
function foldAscii(text) {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The values each unique index of the collection compares, as keys. */
function uniqueKeys(collection, data) {
  const column = TITLED[collection];
  if (column) return [`t:${foldAscii(data[column])}`, `k:${data.titleKey}`];
  return [JSON.stringify(UNIQUE_COLUMNS[collection].map((field) => data[field]))];
}

/** `map`'s list under `key`, made when missing. */
function entry(map, key, make) {
  if (!map.has(key)) map.set(key, make());
  return map.get(key);
}

/**
 * What a run of creates needs once the writer is taken. `run` lists the steps in order as
 * `{ index, collection, data, early, late, row }` (changes.cjs `prepareCreate`): `early` what the step
 * throws before its links are looked at, `late` what its record's checks throw after.
 */
function planCreates(run) {
  // `last`: the last step adding to each collection, as the account's caps blame it.
  const plan = { found: [], links: new Map(), collections: new Map(), last: new Map() };
  for (const step of run) plan.last.set(step.collection, step.index);
  // Nothing after a step its own fields refuse is reached.
  const refused = run.findIndex((step) => step.early || step.late);
  const reached = refused === -1 ? run : run.slice(0, refused + 1);
  const made = new Map();
  for (const step of reached) {
    if (step.early) {
      plan.found.push({ index: step.index, rank: RANK.early, error: step.early });
      continue;
    }
    // Links to records not created earlier in the run must be the caller's (looked up later).
    const links = LINKS[step.collection];
    Object.keys(links).forEach((field, order) => {
      const target = links[field];
      const id = step.data[field];
      if (typeof id === 'string' && made.has(`${target}/${id}`)) return;
      // The first step to name an id is the one refused if it is not the caller's; of its fields, the
      // first (`order`) is named, as checkLinks checks them in turn.
      const wanted = entry(plan.links, target, () => new Map());
      if (!wanted.has(id)) {
        wanted.set(id, {
          index: step.index,
          rank: RANK.link + order / 10,
          error: fieldError(field, 'validation_missing_rel_records', 'No such record.'),
        });
      }
    });
    if (step.late) {
      plan.found.push({ index: step.index, rank: RANK.late, error: step.late });
      continue;
    }
    made.set(`${step.collection}/${step.data.id}`, step.index);
    planCollection(plan, step);
  }
  // The lists the lookups and inserts bind, made now rather than while the writer is held.
  plan.linkLists = new Map(
    Array.from(plan.links, ([collection, wanted]) => [
      collection,
      listOf(Array.from(wanted.keys()).filter((id) => typeof id === 'string')),
    ]),
  );
  for (const [collection, group] of plan.collections) {
    group.idList = listOf(group.ids.keys());
    group.rows = `[${group.steps.map((step) => step.row).join(',')}]`;
    const column = TITLED[collection];
    if (column) {
      group.titles = listOf(group.steps.map((step) => step.data[column]));
      group.titleKeys = listOf(group.steps.map((step) => step.data.titleKey));
    } else if (UNIQUE_COLUMNS[collection]) {
      const columns = UNIQUE_COLUMNS[collection];
      group.by = columns[columns.length - 1];
      group.byList = listOf(new Set(group.steps.map((step) => step.data[group.by])));
    }
    if (collection === 'plays') group.gigList = listOf(group.gigs.keys());
  }
  return plan;
}

/**
 * Notes a step's id, unique values and gig, and whether it repeats those of an earlier step of the run:
 * the first step of a collection to repeat one is refused (a later one is never reached).
 */
function planCollection(plan, step) {
  const collection = step.collection;
  const group = entry(plan.collections, collection, () => ({
    steps: [],
    ids: new Map(),
    keys: new Map(),
    gigs: new Map(),
    repeated: false,
  }));
  group.steps.push(step);
  let rank = null;
  if (group.ids.has(step.data.id)) rank = RANK.id;
  else group.ids.set(step.data.id, step.index);
  if (TITLED[collection] || UNIQUE_COLUMNS[collection]) {
    for (const key of uniqueKeys(collection, step.data)) {
      if (group.keys.has(key)) rank = RANK.unique;
      else group.keys.set(key, step.index);
    }
  }
  if (collection === 'plays') entry(group.gigs, step.data.gig, () => []).push(step.index);
  if (rank !== null && !group.repeated) {
    group.repeated = true;
    plan.found.push({
      index: step.index,
      rank,
      error: rank === RANK.unique ? notUnique(collection) : idTaken(),
    });
  }
}

function idTaken() {
  return fieldError('id', 'tunedeck_id_taken', 'Value must be unique.');
}

function notUnique(collection) {
  return fieldError(UNIQUE_FIELDS[collection], 'validation_not_unique', 'Value must be unique.');
}

/** `values` as one JSON list to bind, for `json_each`. */
function listOf(values) {
  return JSON.stringify(Array.from(values));
}

/** The rows `sql` selects with `params`, each read into a copy of `shape`. */
function select(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/** Links to records neither created earlier in the run nor the caller's. */
function linkProblems(app, owner, plan, found) {
  for (const [collection, wanted] of plan.links) {
    const owned = new Set(
      select(
        app,
        `SELECT [[id]] FROM {{${collection}}} WHERE [[owner]] = {:owner} AND [[id]] IN (SELECT [[value]] FROM json_each({:ids}))`,
        { owner, ids: plan.linkLists.get(collection) },
        { id: '' },
      ).map((row) => row.id),
    );
    for (const [id, problem] of wanted) if (!owned.has(id)) found.push(problem);
  }
}

/** Ids, unique values and capped counts the stored records hold. */
function storedProblems(app, owner, plan, found) {
  for (const [collection, group] of plan.collections) {
    const taken = select(
      app,
      `SELECT [[id]] FROM {{${collection}}} WHERE [[id]] IN (SELECT [[value]] FROM json_each({:ids}))`,
      { ids: group.idList },
      { id: '' },
    );
    for (const row of taken) found.push({ index: group.ids.get(row.id), rank: RANK.id, error: idTaken() });
    for (const row of storedUnique(app, owner, collection, group)) {
      for (const key of uniqueKeys(collection, row)) {
        if (group.keys.has(key))
          found.push({ index: group.keys.get(key), rank: RANK.unique, error: notUnique(collection) });
      }
    }
    if (collection === 'gigs') {
      // A new gig is refused once the owner holds LIMITS.gigs (records.cjs counts before each save).
      const held = app.countRecords('gigs', $dbx.hashExp({ owner }));
      const over = group.steps[Math.max(0, core.LIMITS.gigs - held)];
      if (over)
        found.push({ index: over.index, rank: RANK.cap, error: historyFull('gigs', core.LIMITS.gigs) });
    }
    if (collection === 'plays') {
      const counts = select(
        app,
        'SELECT [[gig]], COUNT(*) AS [[held]] FROM {{plays}} WHERE [[gig]] IN (SELECT [[value]] FROM json_each({:gigs})) GROUP BY [[gig]]',
        { gigs: group.gigList },
        { gig: '', held: 0 },
      );
      const held = new Map(counts.map((row) => [row.gig, row.held]));
      for (const [gig, indexes] of group.gigs) {
        const over = indexes[Math.max(0, core.LIMITS.gigPlays - (held.get(gig) || 0))];
        if (over !== undefined) {
          found.push({ index: over, rank: RANK.cap, error: historyFull('plays', core.LIMITS.gigPlays) });
        }
      }
    }
  }
}

/** The stored records whose unique values are among the run's, with the columns `uniqueKeys` reads. */
function storedUnique(app, owner, collection, group) {
  const column = TITLED[collection];
  if (column) {
    return select(
      app,
      `SELECT [[${column}]], [[titleKey]] FROM {{${collection}}} WHERE [[owner]] = {:owner} AND ` +
        `([[${column}]] COLLATE NOCASE IN (SELECT [[value]] FROM json_each({:titles})) ` +
        'OR [[titleKey]] IN (SELECT [[value]] FROM json_each({:keys})))',
      { owner, titles: group.titles, keys: group.titleKeys },
      { [column]: '', titleKey: '' },
    );
  }
  const columns = UNIQUE_COLUMNS[collection];
  if (!columns) return [];
  // Looked up by the last column: a membership by its song, a picker by its set, a card or chart by its song.
  return select(
    app,
    `SELECT ${columns.map((field) => `[[${field}]]`).join(', ')} FROM {{${collection}}} ` +
      `WHERE [[${group.by}]] IN (SELECT [[value]] FROM json_each({:values}))`,
    { values: group.byList },
    Object.fromEntries(columns.map((field) => [field, ''])),
  );
}

/**
 * Writes a planned run of creates in the change's transaction, or returns the first step saving them
 * one by one would have refused, as `{ index, error }`.
 */
function writeCreates(app, owner, plan) {
  const found = plan.found.slice();
  linkProblems(app, owner, plan, found);
  storedProblems(app, owner, plan, found);
  if (found.length > 0) {
    return found.reduce((first, problem) =>
      problem.index < first.index || (problem.index === first.index && problem.rank < first.rank)
        ? problem
        : first,
    );
  }
  for (const [collection, group] of plan.collections) {
    const columns = columnsOf(collection);
    // jsonb_each hands each row over as binary JSON: its values are read without parsing it again.
    const values = columns.map((_, i) => `json_extract([[value]], '$[${i}]')`);
    app
      .db()
      .newQuery(
        `INSERT INTO {{${collection}}} ([[owner]], ${columns.map((column) => `[[${column}]]`).join(', ')}) ` +
          `SELECT {:owner}, ${values.join(', ')} FROM jsonb_each({:rows})`,
      )
      .bind({ owner, rows: group.rows })
      .execute();
  }
  return null;
}

module.exports = { planCreates, rowOf, UNIQUE_FIELDS, writeCreates };
