// Settings that differ per deployment come from the environment on every start (the launcher sets them).
onBootstrap((e) => {
  e.next();
  const env = (name) => $os.getenv(name);
  const settings = e.app.settings();
  if (env('TUNEDECK_APP_URL')) settings.meta.appURL = env('TUNEDECK_APP_URL');
  if (env('TUNEDECK_SENDER_ADDRESS')) settings.meta.senderAddress = env('TUNEDECK_SENDER_ADDRESS');
  settings.meta.senderName = env('TUNEDECK_SENDER_NAME') || 'Tunedeck';
  if (env('TUNEDECK_SMTP_HOST')) {
    settings.smtp.enabled = true;
    settings.smtp.host = env('TUNEDECK_SMTP_HOST');
    settings.smtp.port = Number(env('TUNEDECK_SMTP_PORT') || '587');
    settings.smtp.username = env('TUNEDECK_SMTP_USERNAME');
    settings.smtp.password = env('TUNEDECK_SMTP_PASSWORD');
    settings.smtp.tls = env('TUNEDECK_SMTP_TLS') === 'true';
  } else {
    settings.smtp.enabled = false;
  }
  // On unless explicitly turned off (test servers: 0.36.9 ignores excludedIPs).
  settings.rateLimits.enabled = env('TUNEDECK_RATE_LIMITS') !== 'off';
  // Behind a reverse proxy every request comes from the proxy's address: name the header(s) it sets
  // (e.g. X-Forwarded-For) so rate limits and throttles see the real client. The right-most address is
  // the one the proxy itself added; left-most ones can be written by the client.
  const proxyHeaders = (env('TUNEDECK_TRUSTED_PROXY_HEADERS') || '')
    .split(',')
    .map((header) => header.trim())
    .filter((header) => header !== '');
  settings.trustedProxy.headers = proxyHeaders;
  settings.trustedProxy.useLeftmostIP = false;
  // PocketBase's own backups of the whole data folder (a zip in pb_data/backups): daily at 03:00 server
  // time unless TUNEDECK_BACKUP_CRON gives another schedule, or "off"; the newest TUNEDECK_BACKUP_KEEP
  // (default 7) are kept. An invalid schedule stops the start with PocketBase's message.
  const cron = (env('TUNEDECK_BACKUP_CRON') || '').trim();
  settings.backups.cron = cron === 'off' ? '' : cron || '0 3 * * *';
  const keep = Number(env('TUNEDECK_BACKUP_KEEP') || '7');
  settings.backups.cronMaxKeep = Number.isInteger(keep) && keep > 0 ? keep : 7;
  e.app.save(settings);
});

// Throttle rows whose window has passed are of no use: drop them every ten minutes.
cronAdd('tunedeck-throttles', '*/10 * * * *', () => {
  $app.db().newQuery('DELETE FROM throttles WHERE expires < {:now}').bind({ now: Date.now() }).execute();
});
