// Band follow's routes (lib/live.cjs): the leader's start, current and stop, and anyone's read of a
// share by its token. The realtime topic of a share is told of every change (changes.pb.js) and of its
// end, however it ends: stopped, replaced by a new share, or deleted with its set or the account.
routerAdd(
  'POST',
  '/api/tunedeck/live',
  (e) => require(`${__hooks}/lib/live.cjs`).handleStart(e),
  $apis.requireAuth('users'),
);
routerAdd(
  'GET',
  '/api/tunedeck/live',
  (e) => require(`${__hooks}/lib/live.cjs`).handleCurrent(e),
  $apis.requireAuth('users'),
);
routerAdd(
  'DELETE',
  '/api/tunedeck/live',
  (e) => require(`${__hooks}/lib/live.cjs`).handleStop(e),
  $apis.requireAuth('users'),
);
routerAdd('GET', '/api/tunedeck/live/{token}', (e) => require(`${__hooks}/lib/live.cjs`).handleFollow(e));

// The ended share is remembered before its followers are told (fair throttling, lib/live.cjs): a
// follower page that reads its link again on hearing the end is not taken for a guesser.
onRecordAfterDeleteSuccess((e) => {
  const live = require(`${__hooks}/lib/live.cjs`);
  const token = e.record.getString('token');
  live.ended(e.app, token);
  live.tell(e.app, token, null);
  e.next();
}, 'live_shares');

// The app writes through the change route, which tells a share's followers itself (changes.cjs). The
// record API still deletes (a musician's own script, the SDK): a delete of a record the view reads (the
// called tune's chart or song, a play, the set's picker) is told to the owner's share as well, once
// the delete is done.
onRecordDeleteRequest(
  (e) => {
    e.next();
    require(`${__hooks}/lib/live.cjs`).changed(e.app, e.record.getString('owner'));
  },
  'charts',
  'songs',
  'pickers',
  'gigs',
  'plays',
);
