import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What an emailed link is for, by the site route it opens. */
export type CaughtEmailKind = 'verification' | 'password-reset' | 'email-change' | 'other';

export interface CaughtEmail {
  to: string[];
  /** The Reply-To addresses (a forwarded contact message answers the musician). */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Every link of the message. */
  links: string[];
  kind: CaughtEmailKind;
  /** The `token` parameter of the message's Tunedeck link, when there is one. */
  token: string | null;
  received: number;
}

export interface MailCatcher {
  readonly host: string;
  readonly port: number;
  readonly messages: readonly CaughtEmail[];
  /** The newest message of this kind to this address, waiting up to `timeoutMs` for it to arrive. */
  latest(to: string, kind: CaughtEmailKind, timeoutMs?: number): Promise<CaughtEmail>;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** @default '127.0.0.1' */
  host?: string;
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** Prints every link (verification, reset, email change) as mail arrives. @default console.log */
  log?: ((line: string) => void) | false;
}

const ROUTES: Array<[RegExp, CaughtEmailKind]> = [
  [/\/email_auth\?/, 'verification'],
  [/\/reset_password\?/, 'password-reset'],
  [/\/change_email\?/, 'email-change'],
];

function describe(mail: ParsedMail): CaughtEmail {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  const links = [
    ...new Set([...`${html} ${text}`.matchAll(/https?:\/\/[^\s"'<>()[\]]+/g)].map((m) => m[0])),
  ].map((link) => link.replaceAll('&amp;', '&'));
  let kind: CaughtEmailKind = 'other';
  let token: string | null = null;
  for (const link of links) {
    const route = ROUTES.find(([pattern]) => pattern.test(link));
    if (!route) continue;
    kind = route[1];
    token = new URL(link).searchParams.get('token');
    break;
  }
  const addresses = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value);
  return {
    to: addresses.map((address) => (address.address ?? '').toLowerCase()),
    replyTo: (mail.replyTo?.value ?? []).map((address) => (address.address ?? '').toLowerCase()),
    subject: mail.subject ?? '',
    text,
    html,
    links,
    kind,
    token,
    received: Date.now(),
  };
}

/**
 * A local SMTP sink for development and tests: keeps every message and prints its links, so sign-up,
 * password reset and email change work without a mail provider. Plain SMTP on loopback, no auth.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log === false ? null : (options.log ?? console.log);
  const messages: CaughtEmail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const caught = describe(mail);
          messages.push(caught);
          // Only the links that open the site (not the HTML's doctype or namespace URLs).
          const siteLinks = caught.links.filter((link) => ROUTES.some(([pattern]) => pattern.test(link)));
          if (log)
            for (const link of siteLinks) log(`[mail] ${caught.kind} for ${caught.to.join(', ')}: ${link}`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : (options.port ?? 0));
    });
  });

  const find = (to: string, kind: CaughtEmailKind) =>
    messages.findLast((message) => message.kind === kind && message.to.includes(to.toLowerCase()));

  return {
    host,
    port,
    messages,
    async latest(to, kind, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to, kind);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No ${kind} email to ${to} within ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
