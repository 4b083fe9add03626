// Sign-up: a normalised email, the display name, and the first set created in the same transaction
// as the user (it becomes the picker set), then the verification email.
onRecordCreateRequest((e) => {
  const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
  const email = core.normaliseEmail(e.record.email());
  e.record.setEmail(email);
  e.record.set('name', core.displayNameFromEmail(email));
  if (!e.hasSuperuserAuth()) {
    e.record.set('verified', false);
    e.record.set('loginToPicker', false);
    e.record.set('pickerSet', '');
  }
  e.next();
}, 'users');

onRecordCreateExecute((e) => {
  const core = require(`${__hooks}/lib/tunedeck-core.cjs`);
  const outer = e.app;
  outer.runInTransaction((txApp) => {
    e.app = txApp;
    try {
      e.next();
      if (e.record.getString('pickerSet') !== '') return;
      const set = new Record(txApp.findCollectionByNameOrId('sets'));
      set.set('owner', e.record.id);
      set.set('name', core.FIRST_SET_NAME);
      set.set('created', Date.now());
      txApp.save(set);
      e.record.set('pickerSet', set.id);
      txApp.save(e.record);
    } finally {
      e.app = outer;
    }
  });
}, 'users');

onRecordAfterCreateSuccess((e) => {
  e.next();
  if (e.record.verified()) return;
  try {
    // The sign-up's email counts against the address's budget: "Resend" right after it must wait.
    require(`${__hooks}/lib/throttle.cjs`).mail(e.app, 'verification', e.record.email());
    $mails.sendRecordVerification(e.app, e.record);
  } catch (error) {
    e.app.logger().error('Tunedeck: the verification email was not sent', 'error', String(error));
  }
}, 'users');
