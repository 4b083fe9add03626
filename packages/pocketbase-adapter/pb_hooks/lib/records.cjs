// The server's checks of every Tunedeck record, run by records.pb.js on each save (API, batch or hook
// route). The rules themselves are core's (tunedeck-core.cjs, bundled from @tunedeck/core).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

function fieldError(field, code, message) {
  return new BadRequestError(message, { [field]: new ValidationError(code, message) });
}

/**
 * A record's fields as the checks read and set them: a stored or new Record's, or a plain object's (the
 * rows a bulk change builds before it takes the writer, see changes.cjs). Text and numbers read as a
 * Record gives them: "" and 0 when unset.
 */
function recordFields(record) {
  return {
    id: () => record.id,
    text: (field) => record.getString(field),
    number: (field) => record.getFloat(field),
    json: (field) => parseJson(record, field),
    set: (field, value) => record.set(field, value),
  };
}

/** `data`'s fields, already of core's types (the change route's `writable`), as `recordFields` reads. */
function plainFields(data) {
  return {
    id: () => (typeof data.id === 'string' ? data.id : ''),
    text: (field) => (typeof data[field] === 'string' ? data[field] : ''),
    number: (field) => (typeof data[field] === 'number' ? data[field] : 0),
    json: (field) => data[field],
    set: (field, value) => {
      data[field] = value;
    },
  };
}

function checkTitle(fields, field, problemOf) {
  const value = fields.text(field);
  const problem = problemOf(value);
  if (problem) throw fieldError(field, 'tunedeck_invalid_title', `Invalid title: ${problem}.`);
  fields.set(field, core.normaliseText(value));
  fields.set('titleKey', core.titleKey(value));
}

function checkLength(fields, field, limit) {
  if (core.exceedsLength(fields.text(field), limit)) {
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

/**
 * The checks of a record that need no database, on its fields (`recordFields` or `plainFields`), in the
 * order `checks` runs them once the record's links are known to be the owner's. They normalise what
 * they check (titles, composer, style) and set a title's `titleKey`.
 */
const fieldChecks = {
  songs(fields) {
    checkTitle(fields, 'title', (value) => core.titleProblem(value));
    checkLength(fields, 'notes', core.LIMITS.notes);
    for (const field of ['composer', 'style']) {
      fields.set(field, core.normaliseText(fields.text(field)));
      checkLength(fields, field, core.LIMITS[field]);
    }
  },
  sets(fields) {
    checkTitle(fields, 'name', (value) => core.setNameProblem(value));
  },
  wishlist(fields) {
    checkTitle(fields, 'title', (value) => core.titleProblem(value));
  },
  pickers(fields) {
    checkPickerId(fields);
    checkPickerState(fields);
  },
  gigs(fields) {
    checkLength(fields, 'setName', core.LIMITS.setName);
  },
  plays(fields) {
    checkLength(fields, 'title', core.LIMITS.title);
  },
  cards(fields) {
    checkCardId(fields);
    checkCardAmounts(fields);
  },
  reviews(fields) {
    checkLength(fields, 'title', core.LIMITS.title);
    checkAtMost(fields, 'seconds', core.LIMITS.reviewSeconds);
  },
  charts(fields) {
    checkChartId(fields);
    checkChart(fields);
  },
};

function checkPickerId(fields) {
  // A picker state is stored under its set's id: one per set, found without a query.
  if (fields.id() !== fields.text('set')) {
    throw fieldError('set', 'tunedeck_picker_id', 'A picker record has its set as id.');
  }
}

/** The picker state of `fields`, checked. */
function checkPickerState(fields) {
  const state = fields.json('state');
  if (!core.isPickerState(state)) throw fieldError('state', 'tunedeck_invalid_state', 'Not a picker state.');
  return state;
}

function checkCardId(fields) {
  // A card is stored under its song's id: one per song, found without a query.
  if (fields.id() !== fields.text('song')) {
    throw fieldError('song', 'tunedeck_card_id', "A card has its song's id as id.");
  }
}

function checkChartId(fields) {
  // A chart is stored under its song's id, as a card is: one per song, found without a query.
  if (fields.id() !== fields.text('song')) {
    throw fieldError('song', 'tunedeck_chart_id', "A chart has its song's id as id.");
  }
}

/**
 * Core's rule of a stored chart: a chart key, text within the limits (bytes and bars). Its text is read
 * through only when it could hold too many bars (core's chartRecordProblem): the client's rules say
 * where a mistake in it is; a save does not read every chart of an import.
 */
function checkChart(fields) {
  const problem = core.chartRecordProblem({ key: fields.text('key'), text: fields.text('text') });
  if (problem) throw fieldError(problem.field, 'tunedeck_invalid_chart', problem.message);
}

function checkCardAmounts(fields) {
  for (const field of ['stability', 'difficulty', 'scheduled', 'reps', 'lapses']) {
    checkAtMost(fields, field, LARGEST);
  }
}

const checks = {
  songs(_app, record) {
    fieldChecks.songs(recordFields(record));
  },
  sets(_app, record) {
    fieldChecks.sets(recordFields(record));
  },
  wishlist(_app, record) {
    fieldChecks.wishlist(recordFields(record));
  },
  pickers(app, record) {
    const fields = recordFields(record);
    checkPickerId(fields);
    checkOwnedLink(app, record, 'set', 'sets', record.getString('owner'));
    const state = checkPickerState(fields);
    // Only a write of the state is ordered (an update that leaves it as it was is not).
    if (!record.isNew() && record.original().getString('state') !== record.getString('state')) {
      checkPickerWriteOrder(app, record.id, state);
    }
  },
  gigs(app, record) {
    fieldChecks.gigs(recordFields(record));
    // The history is capped: a change that opens one more gig lets the oldest go first.
    if (record.isNew()) checkCount(app, 'gigs', { owner: record.getString('owner') }, core.LIMITS.gigs);
  },
  plays(app, record) {
    checkOwnedLink(app, record, 'gig', 'gigs', record.getString('owner'));
    fieldChecks.plays(recordFields(record));
    if (record.isNew()) checkCount(app, 'plays', { gig: record.getString('gig') }, core.LIMITS.gigPlays);
  },
  cards(app, record) {
    const fields = recordFields(record);
    checkCardId(fields);
    checkOwnedLink(app, record, 'song', 'songs', record.getString('owner'));
    checkCardAmounts(fields);
  },
  reviews(_app, record) {
    fieldChecks.reviews(recordFields(record));
  },
  charts(app, record) {
    const fields = recordFields(record);
    checkChartId(fields);
    checkOwnedLink(app, record, 'song', 'songs', record.getString('owner'));
    checkChart(fields);
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
      checkLength(recordFields(record), field, limits[field]);
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

/**
 * As core's memory adapter bounds a card's amounts and counts. The change route checked every field's
 * type with core's fieldTypeProblem (a grade 1 to 4, a card state 0 to 3, whole counts, a playable key),
 * and that a new card or review has them all.
 */
const LARGEST = 1e9;

function checkAtMost(fields, field, limit) {
  if (fields.number(field) > limit) {
    throw fieldError(field, 'tunedeck_out_of_range', `At most ${limit}.`);
  }
}

/**
 * The practice history is capped (core's LIMITS.reviews): the rule that adds a review lets the oldest
 * go in the same change, so the count is checked once the whole change is applied (whatever the order
 * of its steps), not at each new review.
 */
function checkReviewCap(app, owner) {
  if (app.countRecords('reviews', $dbx.hashExp({ owner })) > core.LIMITS.reviews) {
    throw fieldError('id', 'tunedeck_history_full', `At most ${core.LIMITS.reviews} reviews are kept.`);
  }
}

/** Refuses a new record when `where` already holds `limit` of them. */
function checkCount(app, collection, where, limit) {
  if (app.countRecords(collection, $dbx.hashExp(where)) >= limit) throw historyFull(collection, limit);
}

function historyFull(collection, limit) {
  return fieldError('id', 'tunedeck_history_full', `At most ${limit} ${collection} are kept.`);
}

/**
 * Runs the checks of a new record of `collection` that need no database on `data` (fields of core's
 * types, links already checked), as `checkRecord` would on the saved record; normalises `data` as
 * they do. Throws a 400 with a field code on the first failure.
 */
function checkFields(collection, data) {
  const check = fieldChecks[collection];
  if (check) check(plainFields(data));
}

/** Runs the checks of the record's collection; throws a 400 with a field code on the first failure. */
function checkRecord(app, record) {
  const check = checks[record.collection().name];
  if (check) check(app, record);
}

function validateRecord(e) {
  checkRecord(e.app, e.record);
}

/** At least one set must always exist: refuse to delete a user's only set (not on account deletion). */
function checkNotLastSet(app, set) {
  const owner = set.getString('owner');
  const count = app.countRecords('sets', $dbx.hashExp({ owner }));
  if (count <= 1) throw fieldError('id', 'tunedeck_last_set', 'At least one set must always exist.');
}

module.exports = {
  checkFields,
  checkNotLastSet,
  checkRecord,
  checkReviewCap,
  fieldError,
  historyFull,
  validateRecord,
};
