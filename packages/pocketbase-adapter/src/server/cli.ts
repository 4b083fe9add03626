#!/usr/bin/env node
// `tunedeck-pocketbase`: starts PocketBase with Tunedeck's schema (and, without SMTP settings, a local
// mail catcher that prints every emailed link). Settings come from the environment: see
// `startFromEnvironment` (from-env.ts).
import { startFromEnvironment } from './from-env.js';

try {
  const { server, mail, stop } = await startFromEnvironment();
  if (mail) console.log(`Mail catcher on ${mail.host}:${mail.port}: emailed links are printed here.`);
  console.log(`PocketBase ready at ${server.url} (admin UI: ${server.url}/_/, data: ${server.dataDir})`);
  const shutdown = () => void stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
