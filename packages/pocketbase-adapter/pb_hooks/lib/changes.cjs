// POST /api/tunedeck/changes: one of core's changes (a list of operations) applied for the signed-in
// user in ONE transaction, all or nothing. A batch does the same with one sub-request per record, each
// routed, rule-checked and dry-run on its own: several times slower for an import of 2,000 records.
//
// Hooks bypass the API rules, so this file makes every check those rules make: the owner of a new
// record is the caller, another user's record answers as a missing one (404), a link must point at
// the caller's own set or song, fields outside core's records cannot be written, and a membership's or
// picker's links never change. The record hooks (records.pb.js) still check every save, exactly as
// they do for API requests; a bulk change (below) runs the same checks itself, and writes its long runs
// of creates a few statements per collection (bulk-creates.cjs), checked before the writer is taken.
const { checkFields, checkNotLastSet, checkRecord, checkReviewCap, fieldError } = require(
  `${__hooks}/lib/records.cjs`,
);
const { planCreates, rowOf, UNIQUE_FIELDS, writeCreates } = require(`${__hooks}/lib/bulk-creates.cjs`);

// The fields a change may write, their types and the links among records are core's (RECORD_FIELDS,
// fieldTypeProblem, RECORD_LINKS), and so is the largest change (LIMITS.changeOps; the body size is
// bounded in limits.pb.js before anything is parsed).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
const MAX_OPS = core.LIMITS.changeOps;
// From this many steps a change is written in bulk: each record passes the same checks, called here
// instead of from the record hooks, and is saved without hooks, so no record-by-record realtime event
// goes out (each costs an access check per listening device: 1.5 s for a 5,000-tune import with one).
// The musician's devices are told once, after the commit, to load the library again (BULK_TOPIC).
const BULK_OPS = core.LIMITS.bulkChangeOps;
const BULK_TOPIC = 'tunedeck/library';
const FIELDS = core.RECORD_FIELDS;
const LINKS = core.RECORD_LINKS;
function invalidOp(message) {
  return fieldError('ops', 'tunedeck_invalid_op', message);
}

/** A value in a message: String() throws on objects like { toString: 'x' }, which a client may send. */
function show(value) {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : typeof value;
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Records of the caller looked up during one change, so an import's 1,000 memberships of one set
 * and of songs created in the same change cost no query each.
 */
function createOwnedRecords(app, owner) {
  const known = new Map();
  const foreign = new Set();
  // The collections the change adds records to, with the step that last did: what one account holds
  // is checked on those once the whole change is applied (checkAccountLimits).
  const grown = new Map();
  const collections = new Map();
  const keyOf = (collection, id) => `${collection}/${id}`;
  return {
    /** The collection's model, looked up once per change. */
    collection(name) {
      if (!collections.has(name)) collections.set(name, app.findCollectionByNameOrId(name));
      return collections.get(name);
    },
    /** The caller's record, or null when it does not exist or belongs to someone else. */
    find(collection, id) {
      if (typeof id !== 'string' || id === '') return null;
      const key = keyOf(collection, id);
      if (known.has(key)) return known.get(key);
      let record = null;
      try {
        record = app.findRecordById(collection, id);
      } catch (_) {
        record = null;
      }
      const mine = record && record.getString('owner') === owner ? record : null;
      if (record && !mine) foreign.add(key);
      known.set(key, mine);
      return mine;
    },
    /** Whether `find` met this id as another user's record. */
    isForeign(collection, id) {
      return typeof id === 'string' && foreign.has(keyOf(collection, id));
    },
    saved(collection, record) {
      known.set(keyOf(collection, record.id), record);
    },
    grown,
    /** Forgets every record seen: records were written around `find` (a bulk run of creates). */
    forget() {
      known.clear();
      foreign.clear();
    },
    deleted(collection, id) {
      // Cascades may remove more (memberships, pickers): forget every record seen, to look them up again.
      known.clear();
      known.set(keyOf(collection, id), null);
    },
  };
}

function notFound(collection, id) {
  return new NotFoundError(`No ${collection} record ${show(id)}.`);
}

function checkLinks(owned, collection, data) {
  const links = LINKS[collection];
  for (const field of Object.keys(links)) {
    if (!owned.find(links[field], data[field])) {
      throw fieldError(field, 'validation_missing_rel_records', 'No such record.');
    }
  }
}

/**
 * The fields of a record or patch a change may write, checked; `current` is the stored record of an
 * update (null on creation). Built in plain JS and loaded at once: every call into Go costs.
 */
function writable(collection, fields, current) {
  if (!isObject(fields)) throw invalidOp('A record or patch is an object.');
  const data = {};
  const links = LINKS[collection];
  for (const field of Object.keys(fields)) {
    if (field === 'id') {
      if (current === null || fields.id === current.id) {
        if (core.fieldTypeProblem(collection, 'id', fields.id)) {
          throw fieldError('id', 'tunedeck_invalid_type', 'Not a record id.');
        }
        continue;
      }
      throw invalidOp('A record keeps its id.');
    }
    if (!FIELDS[collection].includes(field)) throw invalidOp(`${collection}.${field} cannot be written.`);
    // A wrong type is refused, never converted (PocketBase would store 123 as "123" and ["C","D"] as "D").
    if (core.fieldTypeProblem(collection, field, fields[field], Date.now())) {
      throw fieldError(field, 'tunedeck_invalid_type', core.fieldTypeWords(collection, field));
    }
    // Links are set once, on creation: a move is a delete and a create.
    if (current !== null && links[field]) {
      if (fields[field] === current.getString(field)) continue;
      throw invalidOp(`${collection}.${field} cannot change.`);
    }
    data[field] = fields[field];
  }
  return data;
}

/** Saves a record: through the hooks, or in bulk with the same checks and no realtime event. */
function save(app, owned, record) {
  if (!owned.bulk) return app.save(record);
  checkRecord(app, record);
  try {
    owned.bulk.saveNoValidate(record);
  } catch (error) {
    const text = String(isObject(error) && 'value' in error ? error.value : error);
    if (!/UNIQUE constraint failed/.test(text)) throw error;
    const collection = record.collection().name;
    const field = new RegExp(`\\b${collection}\\.id\\b`).test(text)
      ? 'id'
      : UNIQUE_FIELDS[collection] || 'id';
    throw fieldError(
      field,
      field === 'id' ? 'tunedeck_id_taken' : 'validation_not_unique',
      'Value must be unique.',
    );
  }
}

// Records core writes whole, none of whose fields has a default: a new one lacking a field is refused,
// not stored with a 0 or "" core would not read (a grade 0, a review of song "").
const WHOLE = ['cards', 'reviews', 'charts'];

/** The fields of a new record a change may write, checked, with its id when the change gives one. */
function newRecordData(collection, fields) {
  const data = writable(collection, fields, null);
  if (WHOLE.includes(collection)) {
    for (const field of FIELDS[collection]) {
      if (!(field in data))
        throw fieldError(field, 'tunedeck_invalid_type', `A new ${collection} record has a ${field}.`);
    }
  }
  if (fields.id !== undefined) data.id = fields.id;
  return data;
}

function create(app, owner, owned, collection, fields) {
  const data = newRecordData(collection, fields);
  checkLinks(owned, collection, data);
  const record = new Record(owned.collection(collection));
  data.owner = owner;
  record.load(data);
  save(app, owned, record);
  owned.saved(collection, record);
  owned.grown.set(collection, owned.step);
}

function update(app, owned, collection, record, fields) {
  record.load(writable(collection, fields, record));
  save(app, owned, record);
  owned.saved(collection, record);
}

/** Tells every device of `owner` listening on BULK_TOPIC that its library changed in bulk. */
function announceBulk(app, owner) {
  const message = new SubscriptionMessage({ name: BULK_TOPIC, data: '{}' });
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    if (!client.hasSubscription(BULK_TOPIC)) continue;
    const auth = client.get('auth');
    if (auth && auth.id === owner) client.send(message);
  }
}

function updateAccount(app, owner, patch) {
  const problem = core.accountPatchProblem(patch);
  if (problem && problem.kind === 'wrong-type') {
    throw fieldError(problem.field, 'tunedeck_invalid_type', `${problem.detail}.`);
  }
  if (problem) throw invalidOp(`${problem.detail}.`);
  const user = app.findRecordById('users', owner);
  user.load(patch);
  // The users hook checks that the picker set is one of the caller's sets.
  app.save(user);
}

function applyOp(app, owner, owned, op) {
  if (!isObject(op)) throw invalidOp('An operation is an object.');
  if (op.type === 'account') return updateAccount(app, owner, op.patch);
  const collection = op.collection;
  if (typeof collection !== 'string' || !FIELDS[collection]) {
    throw invalidOp(`Unknown collection ${show(collection)}.`);
  }
  if ((op.type === 'update' || op.type === 'delete') && core.fieldTypeProblem(collection, 'id', op.id)) {
    throw fieldError('id', 'tunedeck_invalid_type', 'Not a record id.');
  }
  switch (op.type) {
    case 'create':
      return create(app, owner, owned, collection, op.record);
    case 'upsert': {
      const id = isObject(op.record) ? op.record.id : undefined;
      const existing = owned.find(collection, id);
      if (existing) return update(app, owned, collection, existing, op.record);
      // An id of another user's record: the same answer as a missing record on update.
      if (owned.isForeign(collection, id)) throw notFound(collection, id);
      return create(app, owner, owned, collection, op.record);
    }
    case 'update': {
      const record = owned.find(collection, op.id);
      if (!record) throw notFound(collection, op.id);
      return update(app, owned, collection, record, op.patch);
    }
    case 'delete': {
      const record = owned.find(collection, op.id);
      if (!record) throw notFound(collection, op.id);
      if (collection === 'sets') checkNotLastSet(app, record);
      app.delete(record);
      owned.deleted(collection, op.id);
      return undefined;
    }
    default:
      throw invalidOp(`Unknown operation ${show(op.type)}.`);
  }
}

/**
 * A step a bulk change may write with others (bulk-creates.cjs): a create in a known collection,
 * checked as far as it can be without the database; null for any other step. `early` is what it throws
 * before its links are looked at (field types, a whole record), `late` what its record's checks throw
 * after; `row` its values as stored.
 */
function prepareCreate(op, index) {
  if (!isObject(op) || op.type !== 'create' || !Object.hasOwn(FIELDS, op.collection)) {
    return null;
  }
  const step = { index, collection: op.collection, data: null, early: null, late: null, row: null };
  try {
    step.data = newRecordData(op.collection, op.record);
  } catch (error) {
    step.early = error;
    return step;
  }
  try {
    checkFields(op.collection, step.data);
  } catch (error) {
    step.late = error;
    return step;
  }
  step.row = rowOf(op.collection, step.data);
  return step;
}

/** The steps of the change still to apply, given which keys of its writes were applied before. */
function stepsToDo(ops, writes, taken) {
  const steps = ops.map((op, index) => ({ op, index }));
  if (writes === null) return { ops: steps, keys: [] };
  return core.untakenSteps(steps, writes, (key) => taken.has(key));
}

// Creates in a row written at once from this many: a run costs a few queries per collection, about
// what a few records saved one by one cost (an import that updates every other tune has short runs).
const RUN_CREATES = 20;

/**
 * The steps to apply, in order: each long run of creates of a bulk change planned to be written at
 * once (`{ creates }`), any other step on its own (`{ step }`). Written at once, a run gives the same
 * result as its steps one by one (bulk-creates.cjs).
 */
function partsOf(todo, prepared) {
  const bulk = todo.ops.length >= BULK_OPS;
  const parts = [];
  for (let at = 0; at < todo.ops.length; ) {
    let end = at;
    while (bulk && end < todo.ops.length && prepared[todo.ops[end].index]) end += 1;
    if (end - at >= RUN_CREATES) {
      parts.push({ creates: planCreates(todo.ops.slice(at, end).map((step) => prepared[step.index])) });
    } else {
      for (const step of todo.ops.slice(at, Math.max(end, at + 1))) parts.push({ step });
    }
    at = Math.max(end, at + 1);
  }
  return { todo, bulk, parts };
}

function sameKeys(a, b) {
  return a.size === b.size && Array.from(a).every((key) => b.has(key));
}

/** Whether the step may add a review (a create, or an upsert of a new one). */
function writesReview(op) {
  return op.collection === 'reviews' && (op.type === 'create' || op.type === 'upsert');
}

function plain(value) {
  return value === undefined || value === null ? {} : JSON.parse(JSON.stringify(value));
}

/**
 * The status and field errors of anything a step threw: an API error (ours or a hook's) as it is,
 * a record's validation errors (unique index, field rules) with their codes as the API gives them.
 */
function apiErrorOf(app, thrown) {
  const error = isObject(thrown) && 'value' in thrown ? thrown.value : thrown;
  if (error && typeof error.status === 'number') {
    return { status: error.status, message: String(error.message), data: plain(error.data) };
  }
  const wrapped = new BadRequestError('The change could not be applied.', error);
  if (Object.keys(plain(wrapped.data)).length === 0) {
    app.logger().error('Tunedeck: a change failed', 'error', String(error));
  }
  return { status: 400, message: 'The change could not be applied.', data: plain(wrapped.data) };
}

/** The caller's stored picker state of the set a picker step wrote, or null. */
function storedPicker(app, owner, op) {
  const id = isObject(op) ? (op.type === 'update' ? op.id : isObject(op.record) ? op.record.id : null) : null;
  const record = createOwnedRecords(app, owner).find('pickers', id);
  if (!record) return null;
  try {
    return JSON.parse(record.getString('state'));
  } catch (_) {
    return null;
  }
}

/**
 * Applies the request's change for `e.auth` in one transaction. Answers 204, or the failed step's
 * status with `{ status, message, data, op }`: `data` holds field errors as the API's, `op` the index
 * of the step that failed (-1 when the change as a whole was refused).
 */
/**
 * Which of `keys` the owner's devices sent before in writes this route applied: one indexed query for
 * all of them (the keys bound as one JSON list), not one a key.
 */
function takenKeys(app, owner, keys) {
  const taken = new Set();
  if (keys.length === 0) return taken;
  const rows = arrayOf(new DynamicModel({ key: '' }));
  app
    .db()
    .newQuery(
      'SELECT [[key]] FROM {{write_keys}} WHERE [[owner]] = {:owner} AND [[key]] IN (SELECT [[value]] FROM json_each({:keys}))',
    )
    .bind({ owner, keys: JSON.stringify(keys) })
    .all(rows);
  for (const row of rows) taken.add(row.key);
  return taken;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the keys of the writes just applied, in one statement, and forgets the owner's keys past
 * WRITE_KEY_DAYS and past the newest LIMITS.writeKeys. Raw SQL, as the route writes them and nobody
 * reads them through the API: the table's id column makes its own random id, as PocketBase's do.
 */
function keepKeys(app, owner, keys) {
  const now = Date.now();
  const db = app.db();
  db.newQuery(
    'INSERT INTO {{write_keys}} ([[owner]], [[key]], [[taken]]) SELECT {:owner}, [[value]], {:taken} FROM json_each({:keys})',
  )
    .bind({ owner, keys: JSON.stringify(keys), taken: now })
    .execute();
  db.newQuery(
    'DELETE FROM {{write_keys}} WHERE [[owner]] = {:owner} AND ([[taken]] < {:before} OR [[id]] IN ' +
      '(SELECT [[id]] FROM {{write_keys}} WHERE [[owner]] = {:owner} ORDER BY [[taken]] DESC, [[id]] DESC LIMIT -1 OFFSET {:keep}))',
  )
    .bind({ owner, before: now - core.WRITE_KEY_DAYS * DAY_MS, keep: core.LIMITS.writeKeys })
    .execute();
}

/**
 * What the owner holds once the change is applied, counted in one query (each count an indexed read of
 * the owner's records), checked against core's caps on the collections the change added to.
 */
function checkAccountLimits(app, owner, verified, grown) {
  const row = new DynamicModel(Object.fromEntries(core.COLLECTIONS.map((name) => [name, 0])));
  const counts = core.COLLECTIONS.map(
    (name) => `(SELECT COUNT(*) FROM {{${name}}} WHERE [[owner]] = {:owner}) AS [[${name}]]`,
  );
  app
    .db()
    .newQuery(`SELECT ${counts.join(', ')}`)
    .bind({ owner })
    .one(row);
  const held = {};
  for (const name of core.COLLECTIONS) held[name] = row[name];
  const problem = core.accountLimitProblem(held, grown.keys(), verified);
  if (!problem) return -1;
  // The step to blame: the last that added to the cap's collection (or, for a cap over several, any).
  const step = grown.has(problem.cap) ? grown.get(problem.cap) : Math.max(...grown.values());
  return { step, error: fieldError('id', 'tunedeck_account_full', problem.message) };
}

function handleChange(e) {
  const owner = e.auth.id;
  const body = e.requestInfo().body;
  const ops = body.ops;
  const writes = body.writes === undefined || body.writes === null ? null : body.writes;
  const refuse = (error, index) => {
    const api = apiErrorOf(e.app, error);
    const body = { status: api.status, message: api.message, data: api.data, op: index };
    // A stale picker write: the writer rebases onto the state stored now (read after the rollback).
    if (api.status === 409) body.current = storedPicker(e.app, owner, ops[index]);
    return e.json(api.status, body);
  };
  if (!Array.isArray(ops)) return refuse(invalidOp('A change has a list of operations.'), -1);
  if (ops.length > MAX_OPS) return refuse(invalidOp(`A change has at most ${MAX_OPS} operations.`), -1);
  const writesProblem = writes === null ? null : core.changeWritesProblem(writes, ops.length);
  if (writesProblem) return refuse(fieldError('writes', 'tunedeck_invalid_writes', writesProblem), -1);
  let failed = null;
  let bulk = false;
  // A change that may be written in bulk is planned before the writer is taken (its creates checked
  // and their rows made), for the writes applied before as read now; the transaction reads those again
  // and plans again only if another request has applied some meanwhile.
  const keys = writes === null ? [] : writes.map((w) => w.key);
  const prepared = ops.length >= BULK_OPS ? ops.map((op, index) => prepareCreate(op, index)) : null;
  const early = prepared && takenKeys(e.app, owner, keys);
  const planned = prepared && partsOf(stepsToDo(ops, writes, early), prepared);
  try {
    e.app.runInTransaction((txApp) => {
      // The steps of writes applied before (sent again after their answer was lost) are left out.
      const taken = takenKeys(txApp, owner, keys);
      const plan =
        planned && sameKeys(early, taken)
          ? planned
          : prepared
            ? partsOf(stepsToDo(ops, writes, taken), prepared)
            : { todo: stepsToDo(ops, writes, taken), bulk: false, parts: null };
      const todo = plan.todo;
      const owned = createOwnedRecords(txApp, owner);
      // Deletes always go through the hooks (cascades, realtime): a bulk change is mostly creates.
      bulk = plan.bulk;
      if (bulk) owned.bulk = txApp.unsafeWithoutHooks();
      // The last step that wrote a review: the practice history's cap is checked once all are applied.
      let reviewStep = -1;
      for (const part of plan.parts || todo.ops.map((step) => ({ step }))) {
        if (part.creates) {
          failed = writeCreates(txApp, owner, part.creates);
          if (failed) throw failed.error;
          // Records were written around the ones `owned` looked up.
          owned.forget();
          for (const [collection, index] of part.creates.last) {
            owned.grown.set(collection, index);
            if (collection === 'reviews') reviewStep = index;
          }
          continue;
        }
        const step = part.step;
        owned.step = step.index;
        try {
          applyOp(txApp, owner, owned, step.op);
        } catch (error) {
          failed = { error, index: step.index };
          throw error;
        }
        if (writesReview(step.op)) reviewStep = step.index;
      }
      if (reviewStep >= 0) {
        try {
          checkReviewCap(txApp, owner);
        } catch (error) {
          failed = { error, index: reviewStep };
          throw error;
        }
      }
      if (owned.grown.size > 0) {
        const over = checkAccountLimits(txApp, owner, e.auth.getBool('verified'), owned.grown);
        if (over !== -1) {
          failed = { error: over.error, index: over.step };
          throw over.error;
        }
      }
      if (todo.keys.length > 0) keepKeys(txApp, owner, todo.keys);
    });
  } catch (error) {
    return failed ? refuse(failed.error, failed.index) : refuse(error, -1);
  }
  if (bulk) announceBulk(e.app, owner);
  // A live share of the musician's: its followers hear what it shows now.
  require(`${__hooks}/lib/live.cjs`).changed(e.app, owner);
  return e.noContent(204);
}

module.exports = { BULK_TOPIC, handleChange, MAX_OPS };
