// Throttles against abuse, whatever address a request comes from: rules are core's (windowHit,
// loginAttempt), the state one row per key in the `throttles` collection, read and written in one
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

/** Live-share tokens that never opened a share, per network address (guessing, see lib/live.cjs). */
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

/** Sign-ins naming an unknown email, per network address (listing emails, see login.pb.js). */
const unknownEmailKey = (ip) => `unknown-email:${ip}`;

/** Throws 429 while the address may name no more unknown emails: checked before any answer. */
function checkUnknownEmails(app, ip) {
  const rule = policy().unknownEmailsPerAddress;
  if (rule.windowMs <= 0) return;
  const verdict = core.windowHit(stateOf(find(app, unknownEmailKey(ip))), rule, Date.now());
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
}

function unknownEmail(app, ip) {
  hit(app, [{ key: unknownEmailKey(ip), rule: policy().unknownEmailsPerAddress }]);
}

/**
 * Before a password is checked under the given keys (one account from one address, the account from
 * all): throws 429 while core's loginAttempt says to wait, else counts the attempt as a failure of both
 * at once, in the same transaction, so a burst of concurrent guesses gets no more checks than guesses
 * made one by one. A right password then takes its failure back (loginSucceededUnder).
 */
function beginLoginUnder(app, keys) {
  const rules = policy();
  let refused = 0;
  app.runInTransaction((txApp) => {
    const now = Date.now();
    const address = find(txApp, keys.address);
    const account = find(txApp, keys.account);
    const attempt = core.loginAttempt({ address: stateOf(address), account: stateOf(account) }, rules, now);
    if (!attempt.allowed) {
      refused = attempt.retryAfterMs;
      return;
    }
    const login = rules.login;
    store(txApp, address, keys.address, attempt.states.address, now + Math.max(login.windowMs, login.lockMs));
    store(txApp, account, keys.account, attempt.states.account, now + rules.loginPerAccount.windowMs);
  });
  if (refused > 0) throw tooManyRequests(refused);
}

/**
 * After a right password: forgets the address's failures, and takes back from the account's the
 * failure beginLoginUnder counted for this attempt.
 */
function loginSucceededUnder(app, keys) {
  app.runInTransaction((txApp) => {
    const address = find(txApp, keys.address);
    if (address) txApp.delete(address);
    const account = find(txApp, keys.account);
    if (!account) return;
    const state = core.afterAccountLoginSuccess(stateOf(account));
    if (state === null) txApp.delete(account);
    else store(txApp, account, keys.account, state, account.getInt('expires'));
  });
}

/**
 * A musician's sign-in: 10 wrong passwords from one address lock that address out of the account for a
 * while, and the account's failures from all addresses together set a pace (core's throttle policy).
 */
const loginKeys = (userId, ip) => ({ address: `login:${userId}:${ip}`, account: `login-account:${userId}` });

function beginLogin(app, userId, ip) {
  beginLoginUnder(app, loginKeys(userId, ip));
}

function loginSucceeded(app, userId, ip) {
  loginSucceededUnder(app, loginKeys(userId, ip));
}

function adminAddresses() {
  if (!globalThis.tunedeckAdminAddresses) {
    globalThis.tunedeckAdminAddresses = core.parseAddressList(
      $os.getenv('TUNEDECK_ADMIN_ADDRESSES'),
    ).addresses;
  }
  return globalThis.tunedeckAdminAddresses;
}

/**
 * The keys of a superuser's sign-in (the admin UI at /_/, or the API): the network address whatever
 * email is given, so guessing passwords, or probing for the admin's email, from one address locks that
 * address only; and the superuser's account (or the email given) from all addresses, which sets a pace.
 * Null for an address of TUNEDECK_ADMIN_ADDRESSES: the operator's own addresses are never held up.
 */
function adminLoginKeys(superuserId, identity, ip) {
  if (core.isListedAddress(adminAddresses(), ip)) return null;
  // An email no superuser has gets a pace of its own, as a superuser's would: a pace shared by every
  // unknown email would tell them apart from the real one.
  const account = superuserId || `email:${$security.sha256(core.normaliseEmail(String(identity)))}`;
  return { address: `admin-login-ip:${ip}`, account: `admin-login-account:${account}` };
}

module.exports = {
  adminLoginKeys,
  beginLogin,
  beginLoginUnder,
  checkLiveMisses,
  checkUnknownEmails,
  contact,
  liveMiss,
  loginSucceeded,
  loginSucceededUnder,
  mail,
  policy,
  unknownEmail,
};
