// Throttles against abuse, whatever address a request comes from: rules are core's (windowHit,
// loginVerdict), the state one row per key in the `throttles` collection, read and written in one
// transaction so concurrent requests are counted exactly. The policy is core's default with the
// deployment's overrides from TUNEDECK_THROTTLES (JSON).
const core = require(`${__hooks}/lib/tunedeck-core.cjs`);

function policy() {
  if (!globalThis.tunedeckThrottlePolicy) {
    let overrides = null;
    try {
      overrides = JSON.parse($os.getenv('TUNEDECK_THROTTLES') || 'null');
    } catch (_) {
      overrides = null;
    }
    globalThis.tunedeckThrottlePolicy = core.throttlePolicy(overrides);
  }
  return globalThis.tunedeckThrottlePolicy;
}

function find(app, key) {
  try {
    return app.findFirstRecordByData('throttles', 'key', key);
  } catch (_) {
    return null;
  }
}

function stateOf(record) {
  if (!record) return null;
  try {
    return JSON.parse(record.getString('state'));
  } catch (_) {
    return null;
  }
}

function store(app, record, key, state, expires) {
  const row = record || new Record(app.findCollectionByNameOrId('throttles'));
  row.load({ key, state, expires });
  app.save(row);
}

function tooManyRequests(retryAfterMs) {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return new TooManyRequestsError(`Too many requests. Try again in ${seconds} s.`, {});
}

/**
 * Counts one event against every rule given ([{ key, rule }]) or against none: throws 429 when any
 * refuses it. A rule whose window is 0 is off.
 */
function hit(app, entries) {
  let refused = 0;
  app.runInTransaction((txApp) => {
    // The time is read once the transaction holds the write lock: a request that waited for it must
    // not count as earlier than the one it waited for.
    const now = Date.now();
    const verdicts = entries
      .filter((entry) => entry.rule.windowMs > 0)
      .map((entry) => {
        const record = find(txApp, entry.key);
        return { entry, record, verdict: core.windowHit(stateOf(record), entry.rule, now) };
      });
    for (const { verdict } of verdicts)
      if (!verdict.allowed) refused = Math.max(refused, verdict.retryAfterMs);
    if (refused > 0) return;
    for (const { entry, record, verdict } of verdicts) {
      store(txApp, record, entry.key, verdict.state, verdict.state.start + entry.rule.windowMs);
    }
  });
  if (refused > 0) throw tooManyRequests(refused);
}

/** At most one email of a kind to one address per window (verification, reset, email change). */
function mail(app, kind, address) {
  hit(app, [{ key: `mail:${kind}:${core.normaliseEmail(address)}`, rule: policy().mailPerAddress }]);
}

/** Contact messages per network address and per reply-to email. */
function contact(app, ip, email) {
  const rules = policy();
  hit(app, [
    { key: `contact-ip:${ip}`, rule: rules.contactPerAddress },
    { key: `contact-email:${core.normaliseEmail(email)}`, rule: rules.contactPerEmail },
  ]);
}

/** Live-share tokens that open no share, per network address (guessing, see lib/live.cjs). */
const liveMissKey = (ip) => `live-miss:${ip}`;

function liveMiss(app, ip) {
  hit(app, [{ key: liveMissKey(ip), rule: policy().liveMissesPerAddress }]);
}

/** Throws 429 while the address may miss no more: checked before any token is looked up. */
function checkLiveMisses(app, ip) {
  const rule = policy().liveMissesPerAddress;
  if (rule.windowMs <= 0) return;
  const verdict = core.windowHit(stateOf(find(app, liveMissKey(ip))), rule, Date.now());
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
}

const loginKey = (userId) => `login:${userId}`;

/**
 * Before a password is checked under the given keys (an account, an address): throws 429 while the
 * wrong passwords of any of them say to wait, else counts the attempt as a failure of each at once, in
 * the same transaction, so a burst of concurrent guesses gets no more checks than guesses made one by
 * one. A right password then forgets the failures (loginSucceeded).
 */
function beginLoginUnder(app, keys) {
  const login = policy().login;
  let refused = 0;
  app.runInTransaction((txApp) => {
    const now = Date.now();
    const rows = keys.map((key) => {
      const record = find(txApp, key);
      return { key, record, state: stateOf(record) };
    });
    for (const row of rows) {
      const verdict = core.loginVerdict(row.state, login, now);
      if (!verdict.allowed) refused = Math.max(refused, verdict.retryAfterMs);
    }
    if (refused > 0) return;
    for (const row of rows) {
      const failed = core.afterLoginFailure(row.state, login, now);
      store(txApp, row.record, row.key, failed, now + Math.max(login.windowMs, login.lockMs));
    }
  });
  if (refused > 0) throw tooManyRequests(refused);
}

function forgetFailures(app, keys) {
  for (const key of keys) {
    const record = find(app, key);
    if (record) app.delete(record);
  }
}

/** A musician's password: throttled per account, whatever address the guesses come from. */
function beginLogin(app, userId) {
  beginLoginUnder(app, [loginKey(userId)]);
}

function loginSucceeded(app, userId) {
  forgetFailures(app, [loginKey(userId)]);
}

/**
 * The keys of a superuser's sign-in (the admin UI at /_/, or the API): the account when the email is
 * one, and the network address whatever email is given, so guessing passwords, or probing for the
 * admin's email, from one address meets the same growing waits and lock as a musician's account.
 */
function adminLoginKeys(superuserId, ip) {
  const keys = [`admin-login-ip:${ip}`];
  if (superuserId) keys.push(`admin-login:${superuserId}`);
  return keys;
}

module.exports = {
  checkLiveMisses,
  liveMiss,
  adminLoginKeys,
  beginLogin,
  beginLoginUnder,
  contact,
  forgetFailures,
  loginSucceeded,
  mail,
};
