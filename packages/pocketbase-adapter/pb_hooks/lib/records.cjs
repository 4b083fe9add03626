// The server's checks of every Tunedeck record, run by records.pb.js on each save (API, batch or hook
// route). The rules themselves are core's (tunedeck-core.cjs, bundled from @tunedeck/core).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

function fieldError(field, code, message) {
  return new BadRequestError(message, { [field]: new ValidationError(code, message) });
}

function checkTitle(record, field, problemOf) {
  const value = record.getString(field);
  const problem = problemOf(value);
  if (problem) throw fieldError(field, 'tunedeck_invalid_title', `Invalid title: ${problem}.`);
  record.set(field, core.normaliseText(value));
  record.set('titleKey', core.titleKey(value));
}

function checkLength(record, field, limit) {
  if (core.exceedsLength(record.getString(field), limit)) {
    throw fieldError(field, 'tunedeck_too_long', `At most ${limit} characters.`);
  }
}

/** A linked record must exist and belong to `owner`; another user's record answers as a missing one. */
function checkOwnedLink(app, record, field, collection, owner) {
  const id = record.getString(field);
  let linked = null;
  try {
    linked = app.findRecordById(collection, id);
  } catch (_) {
    linked = null;
  }
  if (!linked || linked.getString('owner') !== owner) {
    throw fieldError(field, 'validation_missing_rel_records', 'No such record.');
  }
}

function parseJson(record, field) {
  try {
    return JSON.parse(record.getString(field));
  } catch (_) {
    return undefined;
  }
}

const checks = {
  songs(_app, record) {
    checkTitle(record, 'title', (value) => core.titleProblem(value));
    checkLength(record, 'notes', core.LIMITS.notes);
  },
  sets(_app, record) {
    checkTitle(record, 'name', (value) => core.setNameProblem(value));
  },
  wishlist(_app, record) {
    checkTitle(record, 'title', (value) => core.titleProblem(value));
  },
  pickers(app, record) {
    // A picker state is stored under its set's id: one per set, found without a query.
    if (record.id !== record.getString('set')) {
      throw fieldError('set', 'tunedeck_picker_id', 'A picker record has its set as id.');
    }
    checkOwnedLink(app, record, 'set', 'sets', record.getString('owner'));
    const state = parseJson(record, 'state');
    if (!core.isPickerState(state)) {
      throw fieldError('state', 'tunedeck_invalid_state', 'Not a picker state.');
    }
    // Only a write of the state is ordered (an update that leaves it as it was is not).
    if (!record.isNew() && record.original().getString('state') !== record.getString('state')) {
      checkPickerWriteOrder(app, record.id, state);
    }
  },
  users(app, record) {
    if (record.getString('pickerSet') !== '') checkOwnedLink(app, record, 'pickerSet', 'sets', record.id);
  },
  messages(_app, record) {
    const email = core.normaliseEmail(record.getString('email'));
    if (!core.isValidEmail(email)) throw fieldError('email', 'validation_is_email', 'Invalid email.');
    record.set('email', email);
    const limits = { subject: core.LIMITS.contactSubject, message: core.LIMITS.contactMessage };
    for (const field of ['subject', 'message']) {
      const text = record.getString(field).trim();
      if (text === '') throw fieldError(field, 'validation_required', 'Cannot be blank.');
      record.set(field, text);
      checkLength(record, field, limits[field]);
    }
  },
};

/**
 * Compare-and-set: a picker state replaces the stored one only when it is newer (core's rule), so a
 * device writing from an old state never undoes another's picks. The stored state is read again here,
 * inside the write's transaction (writes are serialised), not taken from the request's earlier read.
 */
function checkPickerWriteOrder(app, id, incoming) {
  const stored = parseJson(app.findRecordById('pickers', id), 'state');
  if (core.isPickerState(stored) && !core.acceptsPickerWrite(stored, incoming)) {
    throw new ApiError(409, 'A newer picker state is stored.', {
      state: new ValidationError('tunedeck_stale_picker', 'A newer picker state is stored.'),
    });
  }
}

/** The request body's fields of a collection's records, as the API gives them, with core's types. */
const MESSAGE_TYPES = { email: 'string', subject: 'string', message: 'string', user: 'string' };
const USER_TYPES = {
  email: 'string',
  password: 'string',
  passwordConfirm: 'string',
  oldPassword: 'string',
  name: 'string',
  pickerSet: 'string',
  loginToPicker: 'boolean',
  emailVisibility: 'boolean',
};

/**
 * A record API request's body, checked before PocketBase converts anything: a wrong type is a 400 with
 * the field's code `tunedeck_invalid_type`, never a title of "123" or a key taken from a list.
 */
function checkBodyTypes(collection, body) {
  if (!(collection in core.RECORD_FIELDS) && collection !== 'messages' && collection !== 'users') return;
  for (const field of Object.keys(body)) {
    const value = body[field];
    let wrong = false;
    if (collection === 'messages') wrong = field in MESSAGE_TYPES && typeof value !== MESSAGE_TYPES[field];
    else if (collection === 'users') wrong = field in USER_TYPES && typeof value !== USER_TYPES[field];
    else if (field === 'owner') wrong = typeof value !== 'string';
    else if (core.RECORD_FIELDS[collection].includes(field) || field === 'id') {
      wrong = core.fieldTypeProblem(collection, field, value);
    }
    if (wrong) throw fieldError(field, 'tunedeck_invalid_type', `Not a valid ${field}.`);
  }
}

/** Runs the checks of the record's collection; throws a 400 with a field code on the first failure. */
function validateRecord(e) {
  const check = checks[e.record.collection().name];
  if (check) check(e.app, e.record);
}

/** At least one set must always exist: refuse to delete a user's only set (not on account deletion). */
function checkNotLastSet(app, set) {
  const owner = set.getString('owner');
  const count = app.countRecords('sets', $dbx.hashExp({ owner }));
  if (count <= 1) throw fieldError('id', 'tunedeck_last_set', 'At least one set must always exist.');
}

const RECORD_PATH = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/;

/**
 * The record API and batch bodies, checked as sent. PocketBase converts a record request's body to the
 * collection's field types before any record hook sees it, so this runs as router middleware on the
 * parsed JSON (which the route then reuses).
 */
function checkApiBody(e) {
  const method = e.request.method;
  if (method !== 'POST' && method !== 'PATCH') return;
  const path = e.request.url.path;
  if (path === '/api/batch') {
    const requests = e.requestInfo().body.requests;
    if (!Array.isArray(requests)) return;
    for (const request of requests) {
      const match =
        request && typeof request.url === 'string' ? request.url.split('?')[0].match(RECORD_PATH) : null;
      if (match && request.body && typeof request.body === 'object') checkBodyTypes(match[1], request.body);
    }
    return;
  }
  const match = path.match(RECORD_PATH);
  if (match) checkBodyTypes(match[1], e.requestInfo().body);
}

module.exports = { checkApiBody, checkBodyTypes, checkNotLastSet, fieldError, validateRecord };
