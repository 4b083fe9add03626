// Rendered in Node at build time (scripts/build.ts), never in the browser: the prerendered pages as
// HTML, from the same components the browser then takes over (main.tsx).
import {
  type Account,
  type AuthStorage,
  createTunedeckClient,
  memoryKeyValueStore,
  type TunedeckStorage,
} from '@tunedeck/core';
import { createPocketBaseStorage } from '@tunedeck/pocketbase';
import { PickerScreenTemplate } from '@tunedeck/react-ui';
import PocketBase from 'pocketbase';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app.js';
import type { Audience } from './prerendered.js';

export { PRERENDERED } from './prerendered.js';

/** What never answers: the musician's library is still on its way when the page is first drawn. */
const pending = () => new Promise<never>(() => {});

/**
 * A signed-in, verified musician whose library has not arrived, as every musician's browser draws a
 * page first: nothing of theirs is on it, and nothing here reaches a server.
 */
function musicianStorage(): TunedeckStorage {
  const account: Account = {
    id: 'musician',
    email: '',
    name: '',
    verified: true,
    loginToPicker: false,
    pickerSet: '',
  };
  const auth: AuthStorage = {
    current: () => account,
    onChange: () => () => {},
    signUp: pending,
    logIn: pending,
    logOut: pending,
    refresh: pending,
    requestVerification: pending,
    confirmVerification: pending,
    requestPasswordReset: pending,
    confirmPasswordReset: pending,
    reauthenticate: pending,
    requestEmailChange: pending,
    confirmEmailChange: pending,
    changePassword: pending,
    deleteAccount: pending,
  };
  return {
    auth,
    loadLibrary: pending,
    apply: pending,
    subscribe: pending,
    sendContact: pending,
    live: { start: pending, current: pending, stop: pending, follow: pending },
  };
}

/** The HTML inside `<div id="root">` of `path`, as the browser of `audience` first draws it. */
export async function renderPage(path: string, audience: Audience): Promise<string> {
  const client = createTunedeckClient({
    // A visitor: no session and nothing stored, as a first visit.
    storage:
      audience === 'musician'
        ? musicianStorage()
        : createPocketBaseStorage({ pb: new PocketBase('http://localhost') }),
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

/**
 * What a frame's early script draws the page with, as HTML the build puts beside the frame: for the
 * picker, `PickerScreenTemplate` (the ready Picker, which scripts/early-picker.ts fills in with the
 * musician's tune before the app has loaded). Empty for a page drawn whole.
 */
export function renderFrameTemplate(path: string): string {
  if (path !== '/controller') return '';
  // Without its inline styles (the placeholder tune's sizes): the page's CSP refuses style attributes,
  // and the early script sets the tune's own through the CSSOM.
  return renderToStaticMarkup(<PickerScreenTemplate />).replace(/ style="[^"]*"/g, '');
}
