// The Quick Start tour's progress on the account, so a reload or another device resumes the tour where
// the musician was. Like the other account settings it is written only through the change route, which
// checks it with core's `isTourState`; the record API may not set it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new JSONField({ name: 'tour', maxSize: 16000 }));
    users.updateRule = `${users.updateRule} && @request.body.tour:isset = false`;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('tour');
    users.updateRule = users.updateRule.replace(' && @request.body.tour:isset = false', '');
    app.save(users);
  },
);
