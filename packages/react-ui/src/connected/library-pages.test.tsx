import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@tunedeck/core';
import { buildLibrary, setIdOf, songIdOf } from '@tunedeck/core/testing';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TunedeckProvider } from '../provider/provider.js';
import { EMPTY_SET, GIG_SET, gigLibrary, signedInClient } from '../test/fixtures.js';
import { AllSongsPage, SetPage, SetsPage, SongPage, WishListPage } from './library-pages.js';

type Client = ReturnType<typeof signedInClient>;

function mount(client: Client, page: ReactNode, navigate = vi.fn()) {
  render(
    <TunedeckProvider client={client} navigate={navigate}>
      {page}
    </TunedeckProvider>,
  );
  return navigate;
}

const titles = (client: Client) =>
  Object.values(client.getSnapshot().library.songs)
    .map((song) => song.title)
    .sort();

async function chooseFromMenu(item: string) {
  await userEvent.click(screen.getByRole('button', { name: /^(Set|Songs|List) menu$/ }));
  await userEvent.click(screen.getByRole('button', { name: item }));
}

afterEach(() => vi.useRealTimers());

describe('connected library pages', () => {
  it('Sets: Add a Set writes the set, and it is listed', async () => {
    const client = signedInClient();
    mount(client, <SetsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a Set' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Set' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'sunday brunch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Sunday Brunch 0 songs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Set: Add Multiple New Songs writes the valid lines and lists the refused ones in Errors Found', async () => {
    const client = signedInClient();
    mount(client, <SetPage setId={EMPTY_SET} />);
    await screen.findByRole('heading', { name: 'Empty set' });
    await chooseFromMenu('Add Multiple New Songs');
    const dialog = screen.getByRole('dialog', { name: "Add Multiple Songs to 'Empty set'" });
    await userEvent.type(within(dialog).getByLabelText('Song titles'), 'Giant Steps{Enter}solar{Enter}.bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Songs' }));
    const errors = await screen.findByRole('dialog', { name: 'Errors Found' });
    expect(within(errors).getByText('.bad')).toBeInTheDocument();
    await userEvent.click(within(errors).getByRole('button', { name: 'Got It' }));
    const list = screen.getByRole('list', { name: 'Songs of Empty set' });
    // Each row's start (jsdom draws no CSS: the columns a wide list adds come after it here too).
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Giant Steps Know\b/), expect.stringMatching(/^Solar New in C\b/)]);
    expect(titles(client)).toContain('Giant Steps');
  });

  it('Set: a library title in Add New Song offers Already In Library, which adds the existing song', async () => {
    const client = signedInClient();
    mount(client, <SetPage setId={EMPTY_SET} />);
    await screen.findByRole('heading', { name: 'Empty set' });
    await chooseFromMenu('Add New Song');
    const dialog = screen.getByRole('dialog', { name: "Add Song to 'Empty set'" });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'solar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Song' }));
    const offer = await screen.findByRole('dialog', { name: 'Already In Library' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Add From Library' }));
    const list = await screen.findByRole('list', { name: 'Songs of Empty set' });
    expect(within(list).getByRole('link', { name: /Solar/ })).toHaveAttribute(
      'href',
      `/library/sets/${EMPTY_SET}/${songIdOf(gigLibrary, 'Solar')}`,
    );
  });

  it('Set: deleting the only set says Cannot Delete Set and keeps it', async () => {
    const only = buildLibrary({ sets: { Solo: ['Solar'] }, songs: { Solar: { knowledge: 'new' } } });
    const soloClient = signedInClient(only, setIdOf(only, 'Solo'));
    mount(soloClient, <SetPage setId={setIdOf(only, 'Solo')} />);
    await screen.findByRole('heading', { name: 'Solo' });
    await chooseFromMenu('Delete Set');
    const notice = screen.getByRole('dialog', { name: 'Cannot Delete Set' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(Object.keys(soloClient.getSnapshot().library.sets)).toHaveLength(1);
  });

  it('Set: "Delete set, and remove songs" asks again, then removes only the songs of no other set', async () => {
    const client = signedInClient();
    const navigate = mount(client, <SetPage setId={GIG_SET} />);
    await screen.findByRole('heading', { name: 'Friday gig' });
    await chooseFromMenu('Delete Set');
    await userEvent.click(screen.getByRole('button', { name: 'Delete set, and remove songs from Library' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Remove Songs' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(navigate).toHaveBeenCalledWith('/library/sets');
    await waitFor(() => expect(titles(client)).toEqual(['Solar']));
    const state = client.getSnapshot();
    expect(state.library.sets[GIG_SET]).toBeUndefined();
    expect(state.account?.pickerSet).not.toBe(GIG_SET);
  });

  it('an unknown set says "Library element not found", then goes to the library after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = mount(signedInClient(), <SetPage setId="nosuchset00000" />);
    expect(await screen.findByText(/Library element not found\./)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.notFoundRedirect));
    expect(navigate).toHaveBeenCalledWith('/library');
  });

  it('Song: a song not in the route set goes to its All Songs address', async () => {
    const client = signedInClient();
    const blueBossa = songIdOf(gigLibrary, 'Blue Bossa');
    const practice = setIdOf(gigLibrary, 'Practice');
    const navigate = mount(client, <SongPage songId={blueBossa} setId={practice} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/library/allsongs/${blueBossa}`));
  });

  it('Song: Delete Song leaves for the set and deletes the song', async () => {
    const client = signedInClient();
    const solar = songIdOf(gigLibrary, 'Solar');
    const navigate = mount(client, <SongPage songId={solar} setId={GIG_SET} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Song' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Song' })).getByRole('button', { name: 'Delete' }),
    );
    expect(navigate).toHaveBeenCalledWith(`/library/sets/${GIG_SET}`);
    await waitFor(() => expect(titles(client)).not.toContain('Solar'));
  });

  it('All Songs: Add New Song adds to the library', async () => {
    const client = signedInClient();
    mount(client, <AllSongsPage />);
    await screen.findByRole('heading', { name: 'All Songs' });
    await chooseFromMenu('Add New Song');
    const dialog = screen.getByRole('dialog', { name: 'Add Song To Library' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Nardis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Song' }));
    expect(await screen.findByRole('link', { name: /Nardis/ })).toBeInTheDocument();
  });

  it('Tunes I Want To Learn: add, move into the library, remove', async () => {
    const client = signedInClient();
    mount(client, <WishListPage />);
    await screen.findByRole('heading', { name: 'Tunes I Want To Learn' });
    await chooseFromMenu('Add Multiple Songs To List');
    const add = screen.getByRole('dialog', { name: 'Add Multiple Songs To List' });
    await userEvent.type(within(add).getByLabelText('Song titles'), 'Nardis{Enter}Solar{Enter}Naima');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Songs' }));
    const list = await screen.findByRole('list', { name: 'Tunes I want to learn' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.td-row__title')?.textContent),
    ).toEqual(['Naima', 'Nardis', 'Solar']);
    // Solar is in the library already: say so, and offer to take it off the list.
    await userEvent.click(screen.getByRole('button', { name: 'Learned: move Solar into the library' }));
    const known = screen.getByRole('dialog', { name: 'Already In Library' });
    await userEvent.click(within(known).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(screen.queryByText('Solar')).toBeNull());
    // Nardis moves in through Add Song, title filled in.
    await userEvent.click(screen.getByRole('button', { name: 'Learned: move Nardis into the library' }));
    const move = screen.getByRole('dialog', { name: /Add Song/ });
    expect(within(move).getByLabelText('Title')).toHaveValue('Nardis');
    await userEvent.click(within(move).getByRole('button', { name: 'Add Song' }));
    await waitFor(() => expect(titles(client)).toContain('Nardis'));
    expect(screen.queryByText('Nardis')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Naima' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tunes I want to learn' })).toBeNull());
  });
});
