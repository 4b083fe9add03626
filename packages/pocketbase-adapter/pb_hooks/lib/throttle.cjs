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

const loginKey = (userId) => `login:${userId}`;

/**
 * Before a password of the account is checked: throws 429 while its wrong passwords say to wait, else
 * counts the attempt as a failure at once, in the same transaction, so a burst of concurrent guesses
 * gets no more checks than guesses made one by one. A right password then forgets every failure.
 */
function beginLogin(app, userId) {
  const login = policy().login;
  let refused = 0;
  app.runInTransaction((txApp) => {
    const now = Date.now();
    const record = find(txApp, loginKey(userId));
    const state = stateOf(record);
    const verdict = core.loginVerdict(state, login, now);
    if (!verdict.allowed) {
      refused = verdict.retryAfterMs;
      return;
    }
    const failed = core.afterLoginFailure(state, login, now);
    store(txApp, record, loginKey(userId), failed, now + Math.max(login.windowMs, login.lockMs));
  });
  if (refused > 0) throw tooManyRequests(refused);
}

function loginSucceeded(app, userId) {
  const record = find(app, loginKey(userId));
  if (record) app.delete(record);
}

module.exports = { beginLogin, contact, loginSucceeded, mail };
