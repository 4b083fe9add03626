import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_READ_CONSTANTS, firstScript } from './scripts/first-script.js';

// The workspace packages resolve to their TypeScript source (the `source` export condition), so the
// site builds without building them first. `pnpm dev` proxies the API to the PocketBase `npm start`
// runs (or TUNEDECK_API_URL).

/**
 * scripts/early-read.js as the app page's first script (`assets/early-read-<hash>.js`, async): on a
 * first visit with a session it reads the library while the app's scripts load, instead of after.
 * The pages prerendered at build time leave it out (scripts/build.ts).
 */
function earlyRead(): Plugin {
  return {
    name: 'tunedeck:early-read',
    apply: 'build',
    buildStart() {
      this.emitFile({
        type: 'asset',
        name: 'early-read.js',
        source: firstScript('early-read', EARLY_READ_CONSTANTS),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => /\/early-read-[^/]+\.js$/.test(name));
        if (!file) throw new Error('The build has no early-read script');
        // High priority: an async script is otherwise fetched after the module scripts, and the read
        // would start only once the app's entry is in.
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `/${file}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Takes `<link rel="manifest">` (vite-plugin-pwa's) out of the pages: the app links the manifest once
 * its first page is on screen (src/pwa.tsx). A browser fetches the manifest and then its icon as soon
 * as it parses the link, for the install prompt: on a first visit they took two of the six connections
 * and ~9 KB from the scripts and data the first drawing waits for.
 */
function manifestAfterFirstPaint(): Plugin {
  return {
    name: 'tunedeck:manifest-after-first-paint',
    apply: 'build',
    // In the bundle: VitePWA adds the link after every plugin's HTML transform.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('The build has no index.html');
        const html = String(page.source);
        const without = html.replace(/\s*<link rel="manifest"[^>]*>/, '');
        if (without === html) throw new Error('index.html has no manifest link to move');
        page.source = without;
      },
    },
  };
}

/**
 * The picker's early drawing (src/early-picker.ts, an entry of the build: `assets/early-picker-<hash>.js`,
 * a module script of the page drawn as a frame, scripts/build.ts) runs before the app's scripts are even
 * asked for: the build fails if it, or a chunk it imports, holds React or the app's entry (what it
 * shares with the app must come in the early-* chunks, `codeSplitting` below).
 */
function earlyPickerApart(): Plugin {
  const APP = /\/node_modules\/\.pnpm\/(react|react-dom|scheduler)@|\/apps\/site\/src\/main\.tsx$/;
  return {
    name: 'tunedeck:early-picker-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'early-picker',
      );
      if (!entry) throw new Error('The build has no early picker');
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return;
        seen.add(fileName);
        const app = chunk.moduleIds.find((id) => APP.test(id));
        if (app) throw new Error(`The early picker needs ${fileName}, which holds ${app}`);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(entry.fileName);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    earlyRead(),
    earlyPickerApart(),
    // Installable, and the app shell cached by a service worker: once opened online, the site opens
    // and reloads with no network (a basement gig). A new version waits for the musician's "Reload":
    // never a silent reload mid-gig (registerType 'prompt').
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The icons are files of the build, precached by `globPatterns` below: listed again, they would
      // appear twice in the precache.
      includeManifestIcons: false,
      manifest: {
        name: 'Tunedeck',
        short_name: 'Tunedeck',
        description: 'Decide what to play next: the Picker for your gigs and practice.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#1d1d1f',
        theme_color: '#1d1d1f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every route of the app is the shell; the API, PocketBase's admin and the embeddable element
        // are not.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/_\//, /^\/tunedeck-picker(-chart)?\.js$/],
        globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
        // The picker's early drawing runs on the page drawn as a frame alone: offline, every page opens
        // from index.html (its chunks, the app's too, are precached).
        globIgnores: ['**/node_modules/**/*', 'assets/early-picker-*.js'],
        cleanupOutdatedCaches: true,
        // The first worker controls the page that installed it: a page or dialog first opened after
        // that comes from the cache, with no network. An update still waits for Reload (no skipWaiting).
        clientsClaim: true,
      },
    }),
    // After VitePWA: it adds the link this takes out.
    manifestAfterFirstPaint(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // The Import screen's reader (src/import-worker.ts) as a module worker: core's readers in one file.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: process.env.TUNEDECK_API_URL ?? 'http://127.0.0.1:8090', changeOrigin: true },
    },
  },
  build: {
    // Never a font as a data: URL (Vite inlines files under 4 KB, as the 552-byte ♭ and ♯ face would
    // be): the Content-Security-Policy allows fonts from the site itself only.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    outDir: process.env.TUNEDECK_SITE_OUT ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app (index.html), and the picker's early drawing (earlyPickerApart above).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'early-picker': fileURLToPath(new URL('./src/early-picker.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the picker's early drawing shares with the app's chunks, downloaded once on the
            // picker's first visit: core's picker rules and model, the adapter's read of the library,
            // react-ui's drawing functions (their React-free modules). Before the groups below, which
            // would take them (each takes its modules first), and none of them imports React: the early
            // drawing runs before the app's scripts are asked for. In three chunks, by the chunk each
            // module was in: what every page loads (the shell's), what the pages that write keys for an
            // instrument load (instrument-keys'), and what the picker's page loads (the picker's). A page
            // loads none of them it did not load before, as a chunk of its own.
            {
              // Of the shell's: core's model and library queries, and the adapter's read of the library
              // (with what these modules import: core's model of a record's fields, its pause between
              // slices of work).
              name: 'early-shell',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /packages\/core\/src\/(model\/(constants|records|keyed|collections|slices)|text\/normalise|library\/(queries|sort)|practice\/settings|tour\/state)\.|packages\/pocketbase-adapter\/src\/storage\/(records|library-read|kept-session)\.|packages\/react-ui\/src\/primitives\/key-name\/accidental\./,
            },
            {
              // Of instrument-keys': a key as an instrument reads it, this device's instrument, the fit
              // of a title to its poster.
              name: 'early-keys',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /packages\/core\/src\/band\/transpose\.|packages\/react-ui\/src\/(internal\/title-fit|stage\/stored-instrument)\./,
            },
            {
              // Of the picker's: its view model, its bar's folds and words, whether the chart shows.
              name: 'early-view',
              priority: 10,
              includeDependenciesRecursively: false,
              test: /packages\/core\/src\/(picker\/view|stage\/picker-chart)\.|packages\/react-ui\/src\/(screens\/picker\/(bar-folds|chart-beside-query|picker-text)|stage\/stored-chart-shown)\./,
            },
            {
              // What every page runs first: the app's entry and all it imports (React and React DOM,
              // core's client store, the router), in one file with what the pages share beside it:
              // valtio, the icons, the kit's primitives but the form fields, and core's model. One file
              // rather than the entry and a shell beside it, which every page loads both of: without the
              // names one imported from the other, a first visit to the picker loads 0.7 KB less
              // (gzipped). The entry's own file is then the page's script, which imports this one.
              // The fields, core's texts and messages go with the pages that draw forms: in the shell, a
              // first visit to the picker would load them for nothing (1.2 KB). The kit's icons (lucide's
              // shapes) come with internal/icons (this group takes what its modules import), and an icon
              // a single screen draws itself (the wish list's, History's, Page Not Found's) goes with
              // that screen. Core's check of a record's fields (and the chart key it checks) goes
              // with the imports and writes that use it: no page draws with it. The key wheel goes with
              // the song page and the practice page, the two that draw it (in the shell: 1.0 KB more on
              // the picker's first visit).
              name: 'shell',
              test: /apps\/site\/src\/main\.tsx|node_modules\/\.pnpm\/(react|valtio|proxy-compare)@|packages\/react-ui\/src\/(primitives\/(?!field\/|key-wheel\/)|internal\/(icons|focus|error-details))|packages\/core\/src\/(model\/(?!field-types\.)|text\/count\.)/,
            },
            // The picker page (what a musician opens on a gig) in two chunks beside the entry and the
            // shell, rather than six: on a first visit over HTTP/1.1 every file more waits for one of
            // the browser's six connections. Each group takes only its own modules (what they import
            // from the entry or the shell stays there).
            {
              // The frame of every signed-in page: the app bar, the navigation, the sync status.
              name: 'frame',
              includeDependenciesRecursively: false,
              test: /apps\/site\/src\/routes\/header\.tsx|packages\/react-ui\/src\/(styles\/screens\.css|screens\/(navigation|sync)\/|dialogs\/confirm-log-out\/)|packages\/core\/src\/store\/sync-status\./,
            },
            {
              // The picker page's screen, its view model, menu and stage settings (Settings and the tour
              // load it too), and its rules for the chart beside the tune (whether it shows, its pages);
              // the chart's own code loads apart, with the first chart. Not the drawing of the ready
              // Picker from its template, which the early drawing alone uses (its entry's own).
              name: 'picker',
              includeDependenciesRecursively: false,
              test: /packages\/react-ui\/src\/(connected\/picker-page|screens\/picker\/(?!picker-draw\.)|stage\/(stage-settings|chart-shown)|dialogs\/not-on-device\/)|packages\/core\/src\/(stage\/(keys|pages|picker-chart)|picker\/view)\./,
            },
            {
              // A key as each instrument reads it, and the instrument this device plays: the picker, the
              // follow page and the embedded picker all write keys for it, so it is one file of its own
              // rather than two, and in none of their chunks (each would load the others'). With them, the
              // fitting of a tune's title to its poster, which those pages (and practice) draw, the loader
              // of a tune's chart they all draw it through, and the wake lock the picker and the follow
              // page hold: not a file more on the picker's first visit, and the follow page no longer
              // loads the picker's chunk.
              name: 'instrument-keys',
              includeDependenciesRecursively: false,
              test: /packages\/react-ui\/src\/(stage\/(instrument|wake-lock)|internal\/(fit-title|title-fit)|chart\/lazy-tune-chart)\.|packages\/core\/src\/band\/transpose\./,
            },
          ],
        },
      },
    },
  },
});
