// Contact messages are open to guests, so each network address and each reply-to email may post only a
// few per window (lib/throttle.cjs); sizes are bounded by the body limit and core's LIMITS.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const email = e.requestInfo().body.email;
    require(`${__hooks}/lib/throttle.cjs`).contact(e.app, e.realIP(), typeof email === 'string' ? email : '');
  }
  e.next();
}, 'messages');
