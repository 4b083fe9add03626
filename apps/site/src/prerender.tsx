// Rendered in Node at build time (scripts/build.ts), never in the browser: the public pages as HTML,
// from the same components the browser then hydrates (main.tsx).
import { createTunedeckClient, memoryKeyValueStore } from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import PocketBase from 'pocketbase';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app.js';

export { PRERENDERED } from './prerendered.js';

/** The HTML inside `<div id="root">` of `path`, as a signed-out visitor's browser first draws it. */
export async function renderPage(path: string): Promise<string> {
  // No session and nothing stored: the client starts signed out, as a first visit does.
  const client = createTunedeckClient({
    storage: createPocketBaseStorage({ pb: new PocketBase('http://localhost') }),
    localRecords: memoryKeyValueStore(),
  });
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Router ssrPath={path}>
          <App client={client} />
        </Router>
      </StrictMode>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    client.dispose();
  }
}
