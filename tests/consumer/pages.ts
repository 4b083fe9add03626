// The consumer's plain HTML pages of <tunedeck-picker> (no build step: a script tag for the installed
// package's dist/tunedeck-picker.js), in the layouts of the React page, and the static server for both.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { HEADINGS, LAYOUTS, type Layout, PICKERS, type PickerSpec, TUNES } from './app/src/pickers.js';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function picker(spec: PickerSpec): string {
  const theme = spec.theme ? ` theme="${spec.theme}"` : '';
  return `<tunedeck-picker label="${attribute(spec.label)}" name="${spec.name}" seed="${spec.seed}"${theme} tunes="${attribute(TUNES)}"></tunedeck-picker>`;
}

function body(layout: Layout): string {
  const pickers = PICKERS[layout].map(picker).join('\n');
  if (layout === 'flex')
    return `<div class="row">
<nav class="side" aria-label="Sidebar"><a href="#songs">Songs</a><a href="#gigs">Gigs</a></nav>
${pickers}
</div>`;
  if (layout === 'grid')
    return `<div class="grid">\n${pickers}\n<p class="beside">The grid's other column.</p>\n</div>`;
  return pickers;
}

/** The element's page for a layout: the React page's stylesheets, the element's script, a pick log. */
function elementPage(layout: Layout): string {
  const hostile = layout === 'hostile' ? '\n<link rel="stylesheet" href="./src/hostile.css">' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>tunedeck-picker: ${layout}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="./src/layouts.css">${hostile}
<script type="module" src="./node_modules/@tunedeck/react-ui/dist/tunedeck-picker.js"></script>
<script>
  window.tunedeckPicks = [];
  document.addEventListener('tunedeck-pick', (event) => {
    window.tunedeckPicks.push({ label: event.target.label, action: event.detail.action, title: event.detail.tune.title });
  });
</script>
</head>
<body>
<main>
<h1>${HEADINGS[layout]}</h1>
${body(layout)}
</main>
</body>
</html>
`;
}

/** Writes `element-<layout>.html` for every layout into the project. */
export function writeElementPages(project: string) {
  for (const layout of LAYOUTS) writeFileSync(join(project, `element-${layout}.html`), elementPage(layout));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves the project's files (its pages, the Vite build under /dist/, node_modules) on 127.0.0.1. */
export async function serve(project: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      if (path.includes('..')) throw new Error('outside');
      const file = join(project, path.endsWith('/') ? `${path}index.html` : path);
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
