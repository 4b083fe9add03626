// Band follow (core's LiveStorage): a musician starts, finds and stops a live share of one of their sets;
// anyone with its token reads what core's liveView shows of it and hears each change on the realtime
// topic `tunedeck/live/<token>`. A share follows its leader's picker set (core's liveShareSet). Custom
// topics carry no API rule, so the token is the only key: it is never listed, and a network address that
// asks for tokens that never opened a share is throttled (an ended share's is remembered: core's
// isLiveMiss).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

const topicOf = (token) => `tunedeck/live/${token}`;

function shareOf(record) {
  return {
    token: record.getString('token'),
    set: record.getString('set'),
    started: record.getInt('started'),
  };
}

function findShare(app, filter, params) {
  try {
    return app.findFirstRecordByFilter('live_shares', filter, params);
  } catch (_) {
    return null;
  }
}

/**
 * What the followers of `share` see now, from the few records of its owner's library that core's
 * liveView reads (lib/library.cjs liveLibrary: never the whole library); null when its set is gone.
 */
function viewOf(app, record) {
  const set = record.getString('set');
  const since = record.getInt('started');
  const library = require(`${__hooks}/lib/library.cjs`).liveLibrary(
    app,
    record.getString('owner'),
    set,
    since,
  );
  return core.liveView(library, set, since);
}

/**
 * The last view told on each share's topic, as JSON, in the app's store (shared by every JS runtime of
 * the server: a module's own variables are not, each runtime has its own), so followers hear a change
 * only when what they see changed. Forgotten when the share ends; empty after a restart (the first
 * change is told).
 */
const toldKey = (token) => `tunedeck.live.told.${token}`;

/** Tells every client listening on the share's topic what it shows now (null: it has ended). */
function tell(app, token, view) {
  const topic = topicOf(token);
  const data = JSON.stringify({ view });
  if (view === null) app.store().remove(toldKey(token));
  else app.store().set(toldKey(token), data);
  const message = new SubscriptionMessage({ name: topic, data });
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    if (client.hasSubscription(topic)) client.send(message);
  }
}

/**
 * Whether the share's followers need not hear `view`: it is what they were told last (core's
 * sameLiveView), or older than it (core's isStaleLiveView: two changes' views worked out at once can be
 * told in either order, and followers drop the older one anyway).
 */
function told(app, token, view) {
  const last = app.store().get(toldKey(token));
  if (typeof last !== 'string' || last === '') return false;
  const before = JSON.parse(last).view;
  return core.sameLiveView(before, view) || core.isStaleLiveView(view, before);
}

/**
 * The share moved to its owner's picker set when that changed (core's liveShareSet): Change Set
 * mid-gig carries the band along on the same link, and deleting the set played before ends nothing.
 */
function followPicker(app, record) {
  const owner = record.getString('owner');
  let pickerSet = '';
  try {
    pickerSet = app.findRecordById('users', owner).getString('pickerSet');
  } catch (_) {
    return;
  }
  const shared = record.getString('set');
  if (pickerSet === '' || pickerSet === shared) return;
  // The users hook keeps the picker set one of the owner's sets; checked again, as core's rule asks.
  const owned = {};
  try {
    app.findFirstRecordByFilter('sets', 'id = {:set} && owner = {:owner}', { set: pickerSet, owner });
    owned[pickerSet] = true;
  } catch (_) {
    return;
  }
  const set = core.liveShareSet(shared, pickerSet, owned);
  if (set === shared) return;
  record.set('set', set);
  app.save(record);
}

/**
 * After a change of `owner`'s library: their share follows their picker set, and its followers hear
 * what it shows now, unless it shows what they were told last (most changes touch no part of the view:
 * a note, another set's songs).
 */
function changed(app, owner) {
  const record = findShare(app, 'owner = {:owner}', { owner });
  if (!record) return;
  followPicker(app, record);
  const view = viewOf(app, record);
  const token = record.getString('token');
  if (view && !told(app, token, view)) tell(app, token, view);
}

function handleStart(e) {
  const owner = e.auth.id;
  const set = e.requestInfo().body.set;
  if (typeof set !== 'string' || set === '')
    throw new BadRequestError('A live share needs one of your sets.', {});
  let saved = null;
  e.app.runInTransaction((txApp) => {
    let owned = null;
    try {
      owned = txApp.findFirstRecordByFilter('sets', 'id = {:set} && owner = {:owner}', { set, owner });
    } catch (_) {
      owned = null;
    }
    if (!owned) throw new NotFoundError('No such set.', {});
    // One share per musician: the one before ends (its followers are told by the delete hook).
    const before = findShare(txApp, 'owner = {:owner}', { owner });
    if (before) txApp.delete(before);
    const record = new Record(txApp.findCollectionByNameOrId('live_shares'));
    record.load({
      owner,
      set,
      token: $security.randomStringWithAlphabet(32, '0123456789abcdef'),
      started: Date.now(),
    });
    txApp.save(record);
    saved = record;
  });
  const share = shareOf(saved);
  // What a follower reads first: a later change that leaves it as it is tells nobody. Unless a change
  // told the share's topic meanwhile (then that view stays).
  const view = viewOf(e.app, saved);
  if (view) e.app.store().getOrSet(toldKey(share.token), () => JSON.stringify({ view }));
  return e.json(200, share);
}

function handleCurrent(e) {
  const record = findShare(e.app, 'owner = {:owner}', { owner: e.auth.id });
  return e.json(200, { share: record ? shareOf(record) : null });
}

function handleStop(e) {
  const record = findShare(e.app, 'owner = {:owner}', { owner: e.auth.id });
  if (record) e.app.delete(record);
  return e.noContent(204);
}

/** An ended share is remembered by the SHA-256 of its token: the table never holds a link. */
const endedHash = (token) => $security.sha256(token);

/**
 * Remembers that the share of `token` has ended (however it ended: stopped, replaced, deleted with its
 * set or the account), within core's bound: those ended longer ago than `keepMs` are forgotten, then
 * the oldest beyond `max`.
 */
function ended(app, token) {
  if (!core.isLiveToken(token)) return;
  const memory = require(`${__hooks}/lib/throttle.cjs`).policy().liveEnded;
  if (memory.max <= 0) return;
  const now = Date.now();
  try {
    const record = new Record(app.findCollectionByNameOrId('live_ended'));
    record.load({ hash: endedHash(token), ended: now });
    app.save(record);
  } catch (_) {
    // Remembered already.
  }
  app
    .db()
    .newQuery('DELETE FROM live_ended WHERE ended < {:before}')
    .bind({ before: now - memory.keepMs })
    .execute();
  app
    .db()
    .newQuery(
      'DELETE FROM live_ended WHERE id IN (SELECT id FROM live_ended ORDER BY ended DESC, id DESC LIMIT -1 OFFSET {:max})',
    )
    .bind({ max: memory.max })
    .execute();
}

/** Whether `token` opened a share that has ended, within the time it is remembered. */
function hasEnded(app, token) {
  const memory = require(`${__hooks}/lib/throttle.cjs`).policy().liveEnded;
  if (memory.max <= 0) return false;
  try {
    const record = app.findFirstRecordByFilter('live_ended', 'hash = {:hash} && ended >= {:since}', {
      hash: endedHash(token),
      since: Date.now() - memory.keepMs,
    });
    return record !== null;
  } catch (_) {
    return false;
  }
}

/**
 * A follower's read, signed in or not: the view, or 404 for a token that opens no share. Only a token
 * that never opened one counts as a miss against the address (core's isLiveMiss): bandmates behind a
 * venue's one address who open last week's link, or whose page reads its own link again, are not
 * guessing. An address that has missed too often is refused every read for a while (429), whatever the
 * token, so the answers tell a guesser nothing more.
 */
function handleFollow(e) {
  const throttle = require(`${__hooks}/lib/throttle.cjs`);
  throttle.checkLiveMisses(e.app, e.realIP());
  const token = e.request.pathValue('token');
  const wellFormed = core.isLiveToken(token);
  const record = wellFormed ? findShare(e.app, 'token = {:token}', { token }) : null;
  const view = record ? viewOf(e.app, record) : null;
  if (!view) {
    // A share whose set has just gone (its record follows it) is one that existed.
    const known = record ? 'share' : wellFormed && hasEnded(e.app, token) ? 'ended' : 'unknown';
    if (core.isLiveMiss(known)) throttle.liveMiss(e.app, e.realIP());
    throw new NotFoundError('This live set has ended.', {});
  }
  return e.json(200, { view });
}

module.exports = { changed, ended, handleCurrent, handleFollow, handleStart, handleStop, tell };
