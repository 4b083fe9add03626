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
