import { describe, expect, it } from 'vitest';
import { LIMITS } from '../model/constants.js';
import { accountLimitProblem } from './account-limits.js';

describe('what one account holds', () => {
  it('refuses the tune past the cap, in words, and nothing at the cap', () => {
    const songs = LIMITS.accountRecords.songs;
    expect(accountLimitProblem({ songs }, ['songs'], true)).toBeNull();
    expect(accountLimitProblem({ songs: songs + 1 }, ['songs'], true)).toEqual({
      cap: 'songs',
      limit: 10_000,
      message: 'Your library holds 10,000 tunes, the most one account can hold.',
    });
    expect(accountLimitProblem({ wishlist: 5001 }, ['wishlist'], true)?.message).toBe(
      'Your wish list holds 5,000 tunes, the most one account can hold.',
    );
    expect(accountLimitProblem({ sets: 1001 }, ['sets'], true)?.message).toBe(
      'You have 1,000 sets, the most one account can hold.',
    );
    expect(accountLimitProblem({ memberships: 40_001 }, ['memberships'], true)?.message).toBe(
      'Your sets hold 40,000 tunes in all, the most one account can hold.',
    );
  });

  it('checks only what the change added to: removing or editing is never refused', () => {
    const over = { songs: 20_000, wishlist: 9_000, memberships: 45_000 };
    expect(accountLimitProblem(over, [], true)).toBeNull();
    expect(accountLimitProblem(over, ['reviews'], true)).toBeNull();
    expect(accountLimitProblem(over, ['wishlist'], true)?.cap).toBe('wishlist');
  });

  it('caps tunes, sets, memberships and wishes in all, not the history the app keeps itself', () => {
    const library = { songs: 10_000, sets: 1_000, memberships: 34_000, wishlist: 5_000 };
    expect(accountLimitProblem(library, ['songs'], true)).toBeNull();
    const over = { ...library, memberships: 34_001 };
    expect(accountLimitProblem(over, ['memberships'], true)).toEqual({
      cap: 'total',
      limit: 50_000,
      message: 'Your library holds 50,000 tunes, sets and wishes in all, the most one account can hold.',
    });
    // A NEXT on stage adds a play and maybe a review and a card: never refused for the library’s total.
    expect(
      accountLimitProblem({ ...over, plays: 29_000, reviews: 20_000 }, ['plays', 'reviews'], true),
    ).toBeNull();
    expect(accountLimitProblem({ plays: 30_001 }, ['plays'], true)?.message).toBe(
      'Your gig history holds 30,000 tunes played, the most one account can hold.',
    );
  });

  it('holds 1,000 records of every kind until the email is verified, then lifts that cap', () => {
    const counts = { songs: 600, memberships: 380, sets: 2, pickers: 2, plays: 16 };
    expect(accountLimitProblem(counts, ['plays'], false)).toBeNull();
    const more = { ...counts, plays: 17 };
    expect(accountLimitProblem(more, ['plays'], false)).toEqual({
      cap: 'unverified',
      limit: 1000,
      message:
        'Until your email is verified, your library holds at most 1,000 records. Verify your email to add more.',
    });
    expect(accountLimitProblem(more, ['plays'], true)).toBeNull();
  });
});
