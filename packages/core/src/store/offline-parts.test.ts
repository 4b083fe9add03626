import { describe, expect, it } from 'vitest';
import { keyedRecords } from '../model/keyed.js';
import type { Library, Play } from '../model/records.js';
import { changedGigs as changedGigsOf } from './offline-parts.js';

/** Each gig's tunes by id (a part's order does not matter: the copy reads them back by id). */
const changedGigs = (before: Library['plays'] | undefined, after: Library['plays']) =>
  new Map(
    [...changedGigsOf(before, after)].map(([gig, list]) => [
      gig,
      [...list].sort((a, b) => (a.id < b.id ? -1 : 1)),
    ]),
  );

const play = (id: string, gig: string): Play => ({ id, gig, song: 's', title: 'Solar', key: 'C', played: 1 });
const plays = (...list: Play[]): Library['plays'] => keyedRecords(list);

describe('the device copy keeps the gig history a part per gig', () => {
  const a1 = play('a1', 'gigA');
  const a2 = play('a2', 'gigA');
  const b1 = play('b1', 'gigB');
  const before = plays(a1, a2, b1);

  it('writes every gig the first time', () => {
    expect(changedGigs(undefined, before)).toEqual(
      new Map([
        ['gigA', [a1, a2]],
        ['gigB', [b1]],
      ]),
    );
  });

  it('writes nothing when the history is the same', () => {
    expect(changedGigs(before, before)).toEqual(new Map());
    // A copy of the same records (a library read anew): nothing to write either.
    expect(changedGigs(before, keyedRecords([...before.values()]))).toEqual(new Map());
  });

  it('writes only the gig a NEXT added a tune to', () => {
    const b2 = play('b2', 'gigB');
    expect(changedGigs(before, before.with(b2))).toEqual(new Map([['gigB', [b1, b2]]]));
  });

  it('writes a gig a tune left, and empties one with no tune left (its part goes)', () => {
    expect(changedGigs(before, plays(a1, a2))).toEqual(new Map([['gigB', []]]));
    expect(changedGigs(before, plays(a1, b1))).toEqual(new Map([['gigA', [a1]]]));
  });
});
