import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyChunk } from './lazy-chunk.js';

/** What Chromium says when a chunk cannot be fetched. */
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/notes.js');

function Notes({ title }: { title: string }) {
  return <p>Notes of {title}</p>;
}

/** A loader that fails while `network.up` is false. */
function chunkOverNetwork() {
  const network = { up: false };
  const load = vi.fn(async () => {
    if (!network.up) throw offline();
    return Notes;
  });
  const LazyNotes = lazyChunk(load, (props, { retry }) => (
    <button type="button" onClick={retry}>
      Not here yet: {props.title}
    </button>
  ));
  return { network, load, LazyNotes };
}

function Counter({ title }: { title: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {title} {count}
    </button>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Something went wrong</p> : this.props.children;
  }
}

const drawn = (children: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
  </Boundary>
);

describe('lazyChunk', () => {
  it('draws the component once its code is loaded, loading it once', async () => {
    const { network, load, LazyNotes } = chunkOverNetwork();
    network.up = true;
    const { rerender } = render(drawn(<LazyNotes title="Solar" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await screen.findByText('Notes of Solar');
    rerender(drawn(<LazyNotes title="Oleo" />));
    expect(screen.getByText('Notes of Oleo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('draws at once, with no fallback, once preloaded (loading it once)', async () => {
    const { network, load, LazyNotes } = chunkOverNetwork();
    network.up = true;
    expect(LazyNotes.isLoaded()).toBe(false);
    await LazyNotes.preload();
    expect(LazyNotes.isLoaded()).toBe(true);
    render(drawn(<LazyNotes title="Solar" />));
    expect(screen.getByText('Notes of Solar')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shares one load between a preload and a drawing under way', async () => {
    const { network, load, LazyNotes } = chunkOverNetwork();
    network.up = true;
    const preloaded = LazyNotes.preload();
    render(drawn(<LazyNotes title="Solar" />));
    await preloaded;
    await screen.findByText('Notes of Solar');
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the state of a page drawn before its code had loaded when it is drawn again', async () => {
    const LazyCounter = lazyChunk(
      async () => Counter,
      () => null,
    );
    const { rerender } = render(drawn(<LazyCounter title="Solar" />));
    await userEvent.click(await screen.findByRole('button', { name: 'Solar 0' }));
    rerender(drawn(<LazyCounter title="Oleo" />));
    expect(screen.getByRole('button', { name: 'Oleo 1' })).toBeInTheDocument();
  });

  it('after a failed preload, drawn, it tries again and says so', async () => {
    const { load, LazyNotes } = chunkOverNetwork();
    await LazyNotes.preload();
    expect(LazyNotes.isLoaded()).toBe(false);
    render(drawn(<LazyNotes title="Solar" />));
    await screen.findByRole('button', { name: 'Not here yet: Solar' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when the code cannot be fetched, and loads it afresh on Try Again', async () => {
    const { network, load, LazyNotes } = chunkOverNetwork();
    render(drawn(<LazyNotes title="Solar" />));
    await userEvent.click(await screen.findByRole('button', { name: 'Not here yet: Solar' }));
    // Still offline: the message stays.
    await screen.findByRole('button', { name: 'Not here yet: Solar' });
    expect(load).toHaveBeenCalledTimes(2);
    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Not here yet: Solar' }));
    await screen.findByText('Notes of Solar');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('tries again by itself when the network returns', async () => {
    const { network, LazyNotes } = chunkOverNetwork();
    render(drawn(<LazyNotes title="Solar" />));
    await screen.findByRole('button', { name: 'Not here yet: Solar' });
    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('Notes of Solar');
  });

  it('tries again the next time it is drawn after a failure was closed', async () => {
    const { network, load, LazyNotes } = chunkOverNetwork();
    const { rerender } = render(drawn(<LazyNotes title="Solar" />));
    await screen.findByRole('button', { name: 'Not here yet: Solar' });
    rerender(drawn(null));
    network.up = true;
    rerender(drawn(<LazyNotes title="Solar" />));
    await screen.findByText('Notes of Solar');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves any other failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyChunk(
      async () => {
        throw new ReferenceError('notes is not defined');
      },
      () => <p>Not here yet</p>,
    );
    render(drawn(<Broken />));
    await screen.findByText('Something went wrong');
    expect(screen.queryByText('Not here yet')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('tells a chunk that could not be fetched from other errors', () => {
    expect(isChunkLoadError(offline())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
