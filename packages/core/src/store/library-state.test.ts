import { describe, expect, it } from 'vitest';
import { buildLibrary } from '../testing/fixtures.js';
import { LibraryState } from './library-state.js';

describe('LibraryState: what screens see', () => {
  it('shows the later of two waiting edits, even when the confirmed data already says it', () => {
    const data = new LibraryState();
    const library = buildLibrary({ sets: { Gig: ['Solar', 'Nardis'] } });
    data.reset(library);
    const solar = Object.values(library.songs).find((song) => song.title === 'Solar')!;
    // Renamed and named back while offline: the last word is the old title.
    data.begin({
      ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { title: 'Solar Wind' } }],
    });
    data.begin({ ops: [{ type: 'update', collection: 'songs', id: solar.id, patch: { title: 'Solar' } }] });
    expect(data.view().library.songs[solar.id]?.title).toBe('Solar');
  });
});
