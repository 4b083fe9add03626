import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickerStore } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/fixtures.js';
import { PickerWidget } from './picker-widget.js';

const TUNES = [
  { title: 'Nardis', knowledge: 'new' },
  { title: 'Solar', key: 'C', knowledge: 'med' },
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
];

function memoryStore(): PickerStore {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const card = (name = 'Tune picker') => screen.getByRole('region', { name });
const title = () => card().querySelector('.td-card__title')?.textContent;

describe('PickerWidget with tunes of its own', () => {
  it('shows a tune in its colour word and key; NEXT, SKIP, Start New Gig and Reset Picker pick again', async () => {
    const onPick = vi.fn();
    render(<PickerWidget tunes={TUNES} store={null} seed={1} onPick={onPick} />);
    const first = title();
    expect(TUNES.map((tune) => tune.title)).toContain(first);
    expect(within(card()).getByText(/^(New|Medium|Know)$/)).toBeInTheDocument();
    expect(within(card()).getByText(/^Key: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(title()).not.toBe(first);
    await userEvent.click(screen.getByRole('button', { name: 'SKIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start New Gig' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset Picker' }));
    // The host hears each tune after a press, not the one the widget opens with.
    expect(onPick).toHaveBeenCalledTimes(4);
    expect(onPick.mock.calls.map(([, action]) => action)).toEqual(['next', 'skip', 'new-gig', 'reset']);
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({
      title: expect.any(String),
      knowledgeLabel: expect.any(String),
    });
  });

  it('takes → for NEXT and S for SKIP while focus is in the card', async () => {
    render(<PickerWidget tunes={TUNES} store={null} seed={2} />);
    screen.getByRole('button', { name: 'NEXT' }).focus();
    const first = title();
    await userEvent.keyboard('{ArrowRight}');
    const second = title();
    expect(second).not.toBe(first);
    await userEvent.keyboard('s');
    expect(title()).not.toBe(second);
  });

  it('keeps its round in the store: the next mount shows the same tune; another name is another round', () => {
    const store = memoryStore();
    const { unmount } = render(<PickerWidget tunes={TUNES} store={store} seed={3} />);
    act(() => screen.getByRole('button', { name: 'NEXT' }).click());
    const shown = title();
    unmount();
    render(<PickerWidget tunes={TUNES} store={store} seed={3} label="Reloaded" />);
    expect(card('Reloaded').querySelector('.td-card__title')?.textContent).toBe(shown);
  });

  it('reads tunes given as text, and says when there are none', () => {
    const { unmount } = render(<PickerWidget tunes="Solar | C | new" store={null} />);
    expect(title()).toBe('Solar');
    expect(screen.getByRole('button', { name: 'SKIP' })).toBeDisabled();
    unmount();
    render(<PickerWidget tunes={[]} store={null} />);
    expect(screen.getByText('No tunes to pick from yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  });
});

describe('PickerWidget on an account', () => {
  it("picks from the signed-in musician's picker set, like the app", async () => {
    const client = signedInClient();
    render(<PickerWidget client={client} />);
    await waitFor(() => expect(title()).toBeTruthy());
    const first = title();
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(title()).not.toBe(first));
  });
});
