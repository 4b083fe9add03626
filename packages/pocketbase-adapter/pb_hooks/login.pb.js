// The spec shows "User Not Found" and "Invalid Password" separately, so login answers with distinct
// field codes (rate limits in production blunt account probing).
onRecordAuthWithPasswordRequest((e) => {
  const { fieldError } = require(`${__hooks}/lib/records.cjs`);
  if (!e.record) throw fieldError('email', 'tunedeck_user_not_found', 'User not found.');
  if (!e.record.validatePassword(e.password)) {
    throw fieldError('password', 'tunedeck_invalid_password', 'Invalid password.');
  }
  e.next();
}, 'users');
