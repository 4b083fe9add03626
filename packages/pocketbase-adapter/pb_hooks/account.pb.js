// Account routes the built-in API lacks, and the mail throttles of the built-in ones: one address gets
// at most one email of a kind per few minutes, whoever asks and from wherever (lib/throttle.cjs).

// Password reset that tells an unknown address apart (the spec's "Email Not Found").
routerAdd('POST', '/api/tunedeck/password-reset', (e) => {
  const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
  const { fieldError } = require(`${__hooks}/lib/records.cjs`);
  const body = e.requestInfo().body;
  if (typeof body.email !== 'string' || core.exceedsLength(body.email, core.LIMITS.email)) {
    throw fieldError('email', 'validation_is_email', 'Invalid email.');
  }
  const email = core.normaliseEmail(body.email);
  let user = null;
  try {
    user = e.app.findAuthRecordByEmail('users', email);
  } catch (_) {
    user = null;
  }
  if (!user) throw fieldError('email', 'tunedeck_email_not_found', 'Email not found.');
  require(`${__hooks}/lib/throttle.cjs`).mail(e.app, 'reset', email);
  $mails.sendRecordPasswordReset(e.app, user);
  return e.noContent(204);
});

// The built-in routes share the same budgets.
onRecordRequestPasswordResetRequest((e) => {
  if (e.record) require(`${__hooks}/lib/throttle.cjs`).mail(e.app, 'reset', e.record.email());
  e.next();
}, 'users');

onRecordRequestVerificationRequest((e) => {
  if (e.record && !e.record.verified()) {
    require(`${__hooks}/lib/throttle.cjs`).mail(e.app, 'verification', e.record.email());
  }
  e.next();
}, 'users');

onRecordRequestEmailChangeRequest((e) => {
  // The confirmation goes to the new address: that is the one protected.
  require(`${__hooks}/lib/throttle.cjs`).mail(e.app, 'email-change', e.newEmail);
  e.next();
}, 'users');

// Deletes the signed-in user and every record they own (cascades) in one transaction.
routerAdd(
  'POST',
  '/api/tunedeck/delete-account',
  (e) => {
    const id = e.auth.id;
    e.app.runInTransaction((txApp) => {
      txApp.delete(txApp.findRecordById('users', id));
    });
    return e.noContent(204);
  },
  $apis.requireAuth('users'),
);
