import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Library } from '@tunedeck/core';
import { buildLibrary, FIXTURE_TIME, songIdOf } from '@tunedeck/core/testing';
import { describe, expect, it } from 'vitest';
import { TunedeckProvider } from '../provider/provider.js';
import { signedInClient } from '../test/fixtures.js';
import { PracticePage } from './practice-page.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = () => FIXTURE_TIME;

function mount(library: Library) {
  const client = signedInClient(library, Object.keys(library.sets)[0]!);
  render(
    <TunedeckProvider client={client} navigate={() => {}}>
      <PracticePage clock={clock} timeZone="UTC" />
    </TunedeckProvider>,
  );
  return client;
}

describe('PracticePage (connected)', () => {
  it('practises today’s new tunes with keys 1–4 and the buttons, then says done and shows the week', async () => {
    const library = buildLibrary({
      sets: { Standards: ['Solar', 'Nardis', 'Footprints', 'Blue Bossa'] },
      songs: {
        Solar: { knowledge: 'new', key: 'C' },
        Nardis: { knowledge: 'new', key: 'E' },
        Footprints: { knowledge: 'new', key: 'C' },
        'Blue Bossa': { knowledge: 'know', key: 'C' },
      },
      start: FIXTURE_TIME - 3 * DAY,
    });
    const client = mount(library);
    // Three new tunes (the default a day), oldest first; Blue Bossa is known and not in practice.
    expect(await screen.findByRole('heading', { name: 'Solar' })).toBeVisible();
    // The charts come in a drawing of their own, after the tune is on screen.
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.getByText('3 tunes, about 12 min')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Good — in 3 days' })).toBeVisible();

    // Space starts and stops the timer (a pedal sends it too).
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Stop Timer' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Start Timer' })).toHaveAttribute('aria-pressed', 'false');

    // 3 is Good: Solar is graded, Nardis comes and takes the focus.
    await userEvent.keyboard('3');
    expect(await screen.findByRole('heading', { name: 'Nardis' })).toHaveFocus();
    const solar = songIdOf(library, 'Solar');
    await waitFor(() => expect(client.getSnapshot().library.cards[solar]?.scheduled).toBe(3));
    const [review] = Object.values(client.getSnapshot().library.reviews);
    expect(review).toMatchObject({ song: solar, grade: 3, source: 'practice', key: 'C', seconds: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Again — in 1 day' }));
    expect(await screen.findByRole('heading', { name: 'Footprints' })).toBeVisible();
    await userEvent.keyboard('4');
    expect(await screen.findByRole('heading', { name: 'Done for today' })).toBeVisible();
    // Said once, by the heading: the line above it tells what was practised.
    expect(screen.getAllByText(/done for today/i)).toHaveLength(1);
    expect(screen.getByText('3 tunes practised today, 12 min')).toBeVisible();
    const coming = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(coming.getByText('Tomorrow').parentElement).toHaveTextContent('Tomorrow1 tuneNardis');
    expect(Object.keys(client.getSnapshot().library.cards)).toHaveLength(3);
  });

  it('offers "Mark as Know?" when a grade takes a tune past a month, and one tap marks it', async () => {
    let library = buildLibrary({
      sets: { Standards: ['Solar'] },
      songs: { Solar: { knowledge: 'med', key: 'C' } },
      start: FIXTURE_TIME - 90 * DAY,
    });
    const solar = songIdOf(library, 'Solar');
    library = {
      ...library,
      cards: {
        [solar]: {
          id: solar,
          song: solar,
          due: FIXTURE_TIME - DAY,
          stability: 20,
          difficulty: 4,
          scheduled: 20,
          reps: 4,
          lapses: 0,
          state: 2,
          last: FIXTURE_TIME - 21 * DAY,
        },
      },
    };
    const client = mount(library);
    expect(await screen.findByRole('heading', { name: 'Solar' })).toBeVisible();
    expect(screen.getByText('Overdue by 1 day')).toBeVisible();
    await userEvent.keyboard('4');
    const offer = await screen.findByRole('region', { name: 'Solar: Mark as Know?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Mark as Know' }));
    await waitFor(() => expect(client.getSnapshot().library.songs[solar]?.knowledge).toBe('know'));
    expect(screen.queryByRole('region', { name: 'Solar: Mark as Know?' })).toBeNull();
  });

  it('leaves keys to what has them: typing a digit in a field grades nothing', async () => {
    const library = buildLibrary({
      sets: { Standards: ['Solar'] },
      songs: { Solar: { knowledge: 'new' } },
      start: FIXTURE_TIME - DAY,
    });
    const client = mount(library);
    await screen.findByRole('heading', { name: 'Solar' });
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await userEvent.keyboard('3');
    await act(async () => {});
    expect(Object.keys(client.getSnapshot().library.reviews)).toHaveLength(0);
    input.remove();
    expect(screen.getByRole('heading', { name: 'Solar' })).toBeVisible();
  });
});
