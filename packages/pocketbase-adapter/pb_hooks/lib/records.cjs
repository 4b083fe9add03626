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
    for (const field of ['composer', 'style']) {
      record.set(field, core.normaliseText(record.getString(field)));
      checkLength(record, field, core.LIMITS[field]);
    }
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
  gigs(app, record) {
    checkLength(record, 'setName', core.LIMITS.setName);
    // The history is capped: a change that opens one more gig lets the oldest go first.
    if (record.isNew()) checkCount(app, 'gigs', { owner: record.getString('owner') }, core.LIMITS.gigs);
  },
  plays(app, record) {
    checkOwnedLink(app, record, 'gig', 'gigs', record.getString('owner'));
    checkLength(record, 'title', core.LIMITS.title);
    if (record.isNew()) checkCount(app, 'plays', { gig: record.getString('gig') }, core.LIMITS.gigPlays);
  },
  cards(app, record) {
    // A card is stored under its song's id: one per song, found without a query.
    if (record.id !== record.getString('song')) {
      throw fieldError('song', 'tunedeck_card_id', "A card has its song's id as id.");
    }
    checkOwnedLink(app, record, 'song', 'songs', record.getString('owner'));
    for (const field of ['stability', 'difficulty', 'scheduled', 'reps', 'lapses']) {
      checkAtMost(record, field, LARGEST);
    }
  },
  reviews(_app, record) {
    checkLength(record, 'title', core.LIMITS.title);
    checkAtMost(record, 'seconds', core.LIMITS.reviewSeconds);
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

/**
 * As core's memory adapter bounds a card's amounts and counts. The change route checked every field's
 * type with core's fieldTypeProblem (a grade 1 to 4, a card state 0 to 3, whole counts, a playable key),
 * and that a new card or review has them all.
 */
const LARGEST = 1e9;

function checkAtMost(record, field, limit) {
  if (record.getFloat(field) > limit) {
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
  if (app.countRecords(collection, $dbx.hashExp(where)) >= limit) {
    throw fieldError('id', 'tunedeck_history_full', `At most ${limit} ${collection} are kept.`);
  }
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

module.exports = { checkNotLastSet, checkRecord, checkReviewCap, fieldError, validateRecord };
