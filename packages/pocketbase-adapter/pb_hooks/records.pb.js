// Every write of a Tunedeck record passes core's rules, whichever API path made it. Memberships need
// no script: their API rules check the owners of the set and the song, and their links cannot change.
onRecordValidate(
  (e) => {
    // Cached per JS runtime of the pool: require() resolves the file again on every call.
    if (!globalThis.tunedeckRecords) globalThis.tunedeckRecords = require(`${__hooks}/lib/records.cjs`);
    globalThis.tunedeckRecords.validateRecord(e);
    e.next();
  },
  'songs',
  'sets',
  'wishlist',
  'pickers',
  'gigs',
  'plays',
  'cards',
  'reviews',
  'charts',
  'users',
  'messages',
);

// Only API deletes: deleting the whole account (a cascade) may remove the last set.
onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/records.cjs`).checkNotLastSet(e.app, e.record);
  e.next();
}, 'sets');
