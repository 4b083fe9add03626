// The spec shows "User Not Found" and "Invalid Password" separately, so login answers with distinct
// field codes. Wrong passwords are throttled per account and network address, with a slower pace per
// account from all addresses (lib/throttle.cjs): guesses from one address lock that address only, so
// nobody who knows an email can keep its owner out. An address that names too many unknown emails
// gets 429 for every sign-in a while, so emails cannot be listed at speed.
onRecordAuthWithPasswordRequest((e) => {
  const { fieldError } = require(`${__hooks}/lib/records.cjs`);
  const throttle = require(`${__hooks}/lib/throttle.cjs`);
  const ip = e.realIP();
  // Before the answer for any email, known or not: a refusal for unknown emails only would tell them.
  throttle.checkUnknownEmails(e.app, ip);
  if (!e.record) {
    throttle.unknownEmail(e.app, ip);
    throw fieldError('email', 'tunedeck_user_not_found', 'User not found.');
  }
  throttle.beginLogin(e.app, e.record.id, ip);
  if (!e.record.validatePassword(e.password)) {
    throw fieldError('password', 'tunedeck_invalid_password', 'Invalid password.');
  }
  throttle.loginSucceeded(e.app, e.record.id, ip);
  e.next();
}, 'users');

// The superusers' sign-in (PocketBase's admin UI at /_/ uses it too) gets the same waits and lock per
// network address (whatever email is given from it) and the same pace per superuser from all addresses
// (lib/throttle.cjs adminLoginKeys); the addresses of TUNEDECK_ADMIN_ADDRESSES are never held up.
// PocketBase's own answer is kept: one message for a wrong email and a wrong password, so nobody learns
// which emails are superusers.
onRecordAuthWithPasswordRequest((e) => {
  const throttle = require(`${__hooks}/lib/throttle.cjs`);
  const keys = throttle.adminLoginKeys(e.record ? e.record.id : '', e.identity, e.realIP());
  if (!keys) return e.next();
  throttle.beginLoginUnder(e.app, keys);
  // Throws for a wrong email or password: the failure counted above stays.
  e.next();
  throttle.loginSucceededUnder(e.app, keys);
}, '_superusers');
