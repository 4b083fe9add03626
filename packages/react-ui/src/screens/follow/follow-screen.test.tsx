import { render, screen, within } from '@testing-library/react';
import type { LiveView } from '@tunedeck/core';
import { shownChart } from '@tunedeck/core/chart';
import { spokenBarsOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { FollowScreen } from './follow-screen.js';

const NOW = Date.UTC(2026, 10, 27, 21, 30);
const VIEW: LiveView = {
  version: 3,
  setName: 'Friday',
  current: { title: 'Solar', key: 'D flat', time: NOW - 90_000, chart: null },
  recent: [{ title: 'Nardis', key: 'E', time: NOW - 600_000 }],
};

/** A short chart of Solar as the leader stored it: written in C minor, one section, a final bar. */
const SOLAR = { key: 'C-', text: '[A] C-^7 | G-7 C7 | F^7 | F-7 Bb7 | Eb^7 | Eb-7 Ab7 | Db^7 | Dh7 G7b9 |]' };

describe('FollowScreen', () => {
  it("writes every key for the follower's instrument, the concert key beside the called one", () => {
    const { container } = render(
      <FollowScreen
        state={{ status: 'live', view: VIEW, reconnecting: false }}
        now={NOW}
        instrument="b-flat"
        onInstrumentChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solar');
    // Concert D♭ for a B♭ instrument is E♭, never D♯.
    expect(screen.getByText('Key: E flat')).toBeInTheDocument();
    expect(container.querySelector('.td-follow__concert')).toHaveTextContent('Concert D flat');
    expect(screen.getByText('Called 1 min ago')).toBeInTheDocument();
    // Concert E is F♯ for a B♭ instrument.
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent('NardisF sharp');
  });

  it('shows no concert key for a concert player, and tells the instrument chosen', () => {
    const onInstrumentChange = vi.fn();
    const { container } = render(
      <FollowScreen
        state={{ status: 'live', view: VIEW, reconnecting: true }}
        now={NOW}
        instrument="concert"
        onInstrumentChange={onInstrumentChange}
      />,
    );
    expect(container.querySelector('.td-follow__concert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reconnecting… The last tune called stays on screen.',
    );
    const select = screen.getByLabelText('Your instrument');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onInstrumentChange).toHaveBeenCalledWith('concert');
  });

  it('says the live set has ended', () => {
    render(
      <FollowScreen state={{ status: 'ended' }} now={NOW} instrument="f" onInstrumentChange={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'This live set has ended' })).toBeInTheDocument();
  });

  it("draws the called tune's chart in the key called, written for the follower's instrument", async () => {
    const view: LiveView = { ...VIEW, current: { ...VIEW.current!, key: 'F', chart: SOLAR } };
    const { rerender } = render(
      <FollowScreen
        state={{ status: 'live', view, reconnecting: false }}
        now={NOW}
        instrument="b-flat"
        onInstrumentChange={vi.fn()}
      />,
    );
    // Called in F (minor, as the chart is): a B♭ player reads G minor.
    const shown = shownChart(SOLAR, { concert: 'F', instrument: 'b-flat' })!;
    expect(shown.spoken).toBe('G minor for B flat instrument, concert F minor');
    const chart = await screen.findByRole('region', { name: `Chart of Solar in ${shown.spoken}` });
    const bars = within(chart)
      .getAllByRole('listitem')
      .map((bar) => bar.querySelector('.td-visually-hidden')?.textContent);
    expect(bars).toEqual(spokenBarsOf(shown.chart));
    expect(bars[0]).toBe('bar 1: Section A, four four time, G minor major seven');
    expect(screen.getByText(shown.label)).toBeInTheDocument();
    // Outside the announcement of the tune called: a screen reader hears the tune, not 8 bars.
    expect(within(screen.getByRole('region', { name: 'Tune called' })).queryByRole('list')).toBeNull();

    // A call without a chart: nothing of a chart.
    rerender(
      <FollowScreen
        state={{ status: 'live', view: VIEW, reconnecting: false }}
        now={NOW}
        instrument="b-flat"
        onInstrumentChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region', { name: /^Chart of/ })).toBeNull();
    expect(document.querySelector('.td-follow__chart')).toBeNull();
  });
});
