import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@tunedeck/core';
import { BACKUP_FORMAT } from '@tunedeck/core/import';
import { describe, expect, it, vi } from 'vitest';
import { TunedeckProvider } from '../provider/provider.js';
import { signedInClient } from '../test/fixtures.js';
import { ImportPage } from './import-page.js';

function mount() {
  const client = signedInClient();
  render(
    <TunedeckProvider client={client} navigate={vi.fn()}>
      <ImportPage />
    </TunedeckProvider>,
  );
  return client;
}

describe('connected Import page, hostile files', () => {
  it('does not read a file too large to import, and says so', async () => {
    mount();
    const file = new File(['title\nSolar\n'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: LIMITS.importFileBytes + 1 });
    const text = vi.spyOn(file, 'text');
    await userEvent.upload(screen.getByLabelText('Choose a File'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“huge.csv” is too large to import: the Import screen reads files of at most 32 MB.',
    );
    expect(text).not.toHaveBeenCalled();
  });

  it('refuses a damaged backup whole, naming what is wrong, and writes nothing', async () => {
    const client = mount();
    await waitFor(() => expect(client.getSnapshot().status).toBe('ready'));
    const before = client.getSnapshot().library;
    const backup = {
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: '',
      settings: { loginToPicker: false, pickerSet: 'x' },
      library: { songs: [], sets: [], memberships: [], wishlist: [], pickers: [], gigs: 'gigs', plays: 7 },
    };
    const file = new File([JSON.stringify(backup)], 'backup.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Choose a File'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This backup is damaged: its gigs of the history are not a list.',
    );
    expect(client.getSnapshot().library).toEqual(before);
  });
});
