// @tunedeck/pocketbase/server: Node only. Starts PocketBase with Tunedeck's schema and a local mail catcher.
export { POCKETBASE_VERSION, resolvePocketBaseBinary } from './binary.js';
export { checkEnvironment, startFromEnvironment } from './from-env.js';
export type { PocketBaseOptions, PocketBaseServer, SmtpOptions } from './launcher.js';
export { startPocketBase } from './launcher.js';
export type { CaughtEmail, CaughtEmailKind, MailCatcher, MailCatcherOptions } from './mail-catcher.js';
export { startMailCatcher } from './mail-catcher.js';
export { HOOKS_DIR, MIGRATIONS_DIR } from './paths.js';
export { StartupError } from './startup-error.js';
