// POST /api/tunedeck/contact: a contact message from anyone, signed in or not. It is stored for the
// operator (the admin UI) with the sender's account when signed in. Guests can post, so each network
// address and each reply-to email may post only a few per window (lib/throttle.cjs), and the body is
// capped at LIMITS.contactBytes before it is read. With SMTP set up and TUNEDECK_CONTACT_TO given, the
// stored message is also forwarded there by email, Reply-To the sender; a failed forward loses nothing.
routerAdd(
  'POST',
  '/api/tunedeck/contact',
  (e) => {
    const { fieldError } = require(`${__hooks}/lib/records.cjs`);
    const body = e.requestInfo().body;
    for (const field of ['email', 'subject', 'message']) {
      if (typeof body[field] !== 'string')
        throw fieldError(field, 'tunedeck_invalid_type', `Not a valid ${field}.`);
    }
    const user = e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
    let stored = null;
    e.app.runInTransaction((txApp) => {
      const record = new Record(txApp.findCollectionByNameOrId('messages'));
      record.load({ email: body.email, subject: body.subject, message: body.message, user });
      // The messages hook checks and trims every field (records.cjs).
      txApp.save(record);
      // Counted only for a message that is stored; a refusal rolls the message back.
      require(`${__hooks}/lib/throttle.cjs`).contact(txApp, e.realIP(), body.email);
      stored = record;
    });
    const to = $os.getenv('TUNEDECK_CONTACT_TO');
    const settings = e.app.settings();
    if (stored && to && settings.smtp.enabled) {
      try {
        e.app.newMailClient().send(
          new MailerMessage({
            from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
            to: [{ address: to }],
            headers: { 'Reply-To': stored.getString('email') },
            subject: `Tunedeck contact: ${stored.getString('subject')}`,
            text: `From ${stored.getString('email')}${user ? ` (user ${user})` : ''}:\n\n${stored.getString('message')}`,
            html: '',
          }),
        );
      } catch (error) {
        e.app.logger().warn('contact message stored but not forwarded', 'error', String(error));
      }
    }
    return e.noContent(204);
  },
  $apis.bodyLimit(require(`${__hooks}/lib/tunedeck-core.cjs`).LIMITS.contactBytes),
);
