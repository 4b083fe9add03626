import { render, screen, within } from '@testing-library/react';
import type { LiveView } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { FollowScreen } from './follow-screen.js';

const NOW = Date.UTC(2026, 10, 27, 21, 30);
const VIEW: LiveView = {
  version: 3,
  setName: 'Friday',
  current: { title: 'Solar', key: 'D flat', time: NOW - 90_000 },
  recent: [{ title: 'Nardis', key: 'E', time: NOW - 600_000 }],
};

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
});
