import { describe, expect, it } from 'vitest';
import { initialPickerState } from '../picker/transition.js';
import { COLLECTIONS, type CollectionRecords, RECORD_FIELDS, RECORD_LINKS } from './records.js';

// One whole record of each collection: TypeScript refuses a missing or unknown field here.
const SAMPLES: { [C in keyof CollectionRecords]: CollectionRecords[C] } = {
  songs: {
    id: 'song00000000001',
    title: 'Solar',
    key: 'C',
    knowledge: 'new',
    notes: '',
    composer: '',
    style: '',
    created: 1,
  },
  sets: { id: 'set000000000001', name: 'Gig', created: 1 },
  memberships: { id: 'mem000000000001', set: 'set000000000001', song: 'song00000000001' },
  wishlist: { id: 'wish00000000001', title: 'Nardis', created: 1 },
  pickers: { id: 'set000000000001', set: 'set000000000001', state: initialPickerState(1) },
  gigs: { id: 'gig000000000001', set: 'set000000000001', setName: 'Gig', started: 1 },
  plays: {
    id: 'play00000000001',
    gig: 'gig000000000001',
    song: 'song00000000001',
    title: 'Solar',
    key: 'C',
    played: 2,
  },
  cards: {
    id: 'song00000000001',
    song: 'song00000000001',
    due: 3,
    stability: 2.3,
    difficulty: 2.1,
    scheduled: 3,
    reps: 1,
    lapses: 0,
    state: 2,
    last: 2,
  },
  reviews: {
    id: 'rev000000000001',
    song: 'song00000000001',
    title: 'Solar',
    grade: 3,
    source: 'practice',
    key: 'C',
    level: 'new',
    seconds: 240,
    reviewed: 2,
  },
  charts: { id: 'song00000000001', song: 'song00000000001', key: 'C-', text: '| C-7 | F7 |' },
};

describe('RECORD_FIELDS and RECORD_LINKS', () => {
  it('name every field of each collection but the id, in a fixed order', () => {
    for (const collection of COLLECTIONS) {
      const fields = Object.keys(SAMPLES[collection]).filter((field) => field !== 'id');
      expect([...RECORD_FIELDS[collection]].sort(), collection).toEqual(fields.sort());
    }
    expect(RECORD_FIELDS.songs).toEqual([
      'title',
      'key',
      'knowledge',
      'notes',
      'composer',
      'style',
      'created',
    ]);
  });

  it('link memberships to a set and a song, a picker to its set, a play to its gig, a card and a chart to their song; nothing else links', () => {
    expect(RECORD_LINKS).toEqual({
      songs: {},
      sets: {},
      memberships: { set: 'sets', song: 'songs' },
      wishlist: {},
      pickers: { set: 'sets' },
      gigs: {},
      plays: { gig: 'gigs' },
      cards: { song: 'songs' },
      reviews: {},
      charts: { song: 'songs' },
    });
    for (const collection of COLLECTIONS) {
      for (const field of Object.keys(RECORD_LINKS[collection])) {
        expect(RECORD_FIELDS[collection] as readonly string[]).toContain(field);
      }
    }
  });
});
