// Account routes the built-in API lacks.

// Password reset that tells an unknown address apart (the spec's "Email Not Found").
routerAdd('POST', '/api/tunedeck/password-reset', (e) => {
  const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
  const { fieldError } = require(`${__hooks}/lib/records.cjs`);
  const body = e.requestInfo().body;
  const email = core.normaliseEmail(String(body.email || ''));
  let user = null;
  try {
    user = e.app.findAuthRecordByEmail('users', email);
  } catch (_) {
    user = null;
  }
  if (!user) throw fieldError('email', 'tunedeck_email_not_found', 'Email not found.');
  $mails.sendRecordPasswordReset(e.app, user);
  return e.noContent(204);
});

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
