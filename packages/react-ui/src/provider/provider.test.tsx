import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../primitives/link/link.js';
import { signedInClient } from '../test/fixtures.js';
import { TunedeckProvider, useClientState, useTunedeck } from './provider.js';

function Status() {
  useTunedeck();
  const state = useClientState();
  return <p>{state.status}</p>;
}

function Bare() {
  return <p>{useClientState().status}</p>;
}

describe('TunedeckProvider', () => {
  it('says what to wrap when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Status />)).toThrow(
      'useTunedeck must be used inside <TunedeckProvider client={...}>',
    );
    vi.restoreAllMocks();
  });

  it('says the same for useClientState without a client', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Bare />)).toThrow(
      'useClientState must be used inside <TunedeckProvider client={...}>',
    );
    vi.restoreAllMocks();
  });

  it("re-renders with the client's state", async () => {
    render(
      <TunedeckProvider client={signedInClient()}>
        <Status />
      </TunedeckProvider>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it("lets links navigate through the app's navigate", async () => {
    const navigate = vi.fn();
    render(
      <TunedeckProvider client={signedInClient()} navigate={navigate}>
        <Link href="/library">Library</Link>
      </TunedeckProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Library' }));
    expect(navigate).toHaveBeenCalledWith('/library');
  });
});
