import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryStorage,
  createTunedeckClient,
  INSTRUMENT_KEY,
  TunedeckError,
  transposeKey,
} from '@tunedeck/core';
import { songIdOf } from '@tunedeck/core/testing';
import { describe, expect, it } from 'vitest';
import { gigLibrary, signedInClient } from '../test/fixtures.js';
import { PickerPage } from './picker-page.js';

const tuneTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('PickerPage', () => {
  it('picks a tune as soon as the library is there, and NEXT picks another', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const first = tuneTitle();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(tuneTitle()).not.toBe(first));
  });

  it('asks to log in when nobody is signed in', async () => {
    render(<PickerPage client={createTunedeckClient({ storage: createMemoryStorage() })} />);
    expect(await screen.findByText('Log in to pick tunes.')).toBeInTheDocument();
  });

  it('opens Move Out Of Library for ↓ on a new tune, and moves it to the wish list', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    while (!screen.queryByText('New')) await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    const title = tuneTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Lower knowledge: move out of library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Out Of Library' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Out and Erase From Library' }));
    await waitFor(() =>
      expect(Object.values(client.state.library.wishlist).map((w) => w.title)).toEqual([title]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames the tune on screen through Edit Song Title', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const id =
      client.state.library.pickers[Object.keys(client.state.library.pickers)[0]!]!.state.current!.song;
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Song Title' }));
    const input = within(await screen.findByRole('dialog', { name: 'Edit Song Title' })).getByLabelText(
      'Title',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'Renamed Tune');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(client.state.library.songs[id]?.title).toBe('Renamed Tune'));
    expect(songIdOf(gigLibrary, 'Solar')).toBeTruthy();
  });

  it('shows unexpected failures in the Network Error dialog until dismissed', async () => {
    const client = signedInClient();
    render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    client.state.error = new TunedeckError('picker-coding-error');
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(within(dialog).getByText('Picker coding error')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PickerPage: Share Live', () => {
  it('offers Share Live only with a live link; shares the set, shows the link again, and stops', async () => {
    const client = signedInClient();
    const { unmount } = render(<PickerPage client={client} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    expect(screen.queryByRole('button', { name: 'Share Live' })).toBeNull();
    unmount();

    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    const share = await client.live.current();
    expect(link).toHaveValue(`https://band.example/live/${share?.token}`);
    expect(share?.set).toBe(client.state.account?.pickerSet);
    expect(within(dialog).getByText('Friday gig')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Reloaded on this device: the share is found again, and its Live button shows.
    cleanup();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'Live: show the link' });
    // Another device (nothing noted on it) asks the server nothing on the way in; its Share Live shows
    // the share under way instead of replacing it.
    cleanup();
    localStorage.clear();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    expect(screen.queryByRole('button', { name: 'Live: show the link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const found = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(await within(found).findByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    await userEvent.click(within(found).getByRole('button', { name: 'Done' }));
    // The Live button opens the same share again.
    await userEvent.click(screen.getByRole('button', { name: 'Live: show the link' }));
    const again = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(within(again).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Stop Sharing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Live: show the link' })).toBeNull();
    await expect(client.live.current()).resolves.toBeNull();
  });

  it('lets the leader choose their own instrument: the picker writes each key for it, the concert key beneath', async () => {
    localStorage.clear();
    const client = signedInClient();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    const set = client.state.account!.pickerSet!;
    const current = client.state.library.pickers[set]!.state.current!;
    const own = client.state.library.songs[current.song]!.key;
    const key = own === 'random' ? current.key : own;
    // Concert pitch by default: the key as the band plays it, nothing beneath.
    expect(screen.getByText(`Key: ${key}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Concert/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    const choice = within(dialog).getByRole('combobox', { name: 'Your instrument' });
    expect(choice).toHaveValue('concert');
    await userEvent.selectOptions(choice, 'B\u266d instrument');
    expect(choice).toHaveValue('b-flat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // A tenor player reads the tune a tone up, with the band's key beneath; kept on the device.
    const written = transposeKey(key, 'b-flat');
    expect(written.spoken).not.toBe(key);
    expect(screen.getByText(`Key: ${written.spoken}`)).toBeInTheDocument();
    expect(screen.getByText(/^Concert/)).toBeInTheDocument();
    expect(localStorage.getItem(INSTRUMENT_KEY)).toBe('b-flat');
    localStorage.clear();
  });

  it('follows Change Set: the share moves to the new set, and Share Live names it', async () => {
    localStorage.clear();
    const client = signedInClient();
    render(<PickerPage client={client} liveLink={(token) => `https://band.example/live/${token}`} />);
    await screen.findByRole('button', { name: 'NEXT' });
    await userEvent.click(screen.getByRole('button', { name: 'Picker menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Live' });
    await within(dialog).findByRole('textbox', { name: 'Link' });
    const share = await client.live.current();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const practice = Object.values(client.state.library.sets).find((set) => set.name === 'Practice')!;
    await client.library.setPickerSet(practice.id);
    await waitFor(async () => expect(await client.live.current()).toEqual({ ...share, set: practice.id }));
    await userEvent.click(screen.getByRole('button', { name: 'Live: show the link' }));
    const again = await screen.findByRole('dialog', { name: 'Share Live' });
    expect(within(again).getByText('Practice')).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `https://band.example/live/${share?.token}`,
    );
    localStorage.clear();
  });
});
