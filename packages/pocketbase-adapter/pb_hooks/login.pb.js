// The spec shows "User Not Found" and "Invalid Password" separately, so login answers with distinct
// field codes. Wrong passwords are throttled per account, whatever address they come from
// (lib/throttle.cjs); rate limits per address blunt probing for accounts.
onRecordAuthWithPasswordRequest((e) => {
  const { fieldError } = require(`${__hooks}/lib/records.cjs`);
  if (!e.record) throw fieldError('email', 'tunedeck_user_not_found', 'User not found.');
  const throttle = require(`${__hooks}/lib/throttle.cjs`);
  throttle.beginLogin(e.app, e.record.id);
  if (!e.record.validatePassword(e.password)) {
    throw fieldError('password', 'tunedeck_invalid_password', 'Invalid password.');
  }
  throttle.loginSucceeded(e.app, e.record.id);
  e.next();
}, 'users');

// The superusers' sign-in (PocketBase's admin UI at /_/ uses it too) gets the same waits and lock as a
// musician's account, per superuser and per network address (lib/throttle.cjs adminLoginKeys): a lock
// refuses the right password too. PocketBase's own answer is kept: one message for a wrong email and a
// wrong password, so nobody learns which emails are superusers.
onRecordAuthWithPasswordRequest((e) => {
  const throttle = require(`${__hooks}/lib/throttle.cjs`);
  const keys = throttle.adminLoginKeys(e.record ? e.record.id : '', e.realIP());
  throttle.beginLoginUnder(e.app, keys);
  // Throws for a wrong email or password: the failure counted above stays.
  e.next();
  throttle.forgetFailures(e.app, keys);
}, '_superusers');
