import { describe, expect, it } from 'vitest';
import { OwnEchoes } from './own-echoes.js';

const song = (knowledge: string) => ({ id: 'song00000000001', title: 'Solar', knowledge });

describe('OwnEchoes: the records this device’s sent writes should come back as', () => {
  it('tells the newest echo, an older one passed by a later write, and another device’s', () => {
    const echoes = new OwnEchoes();
    echoes.expect(1, 'songs/s', song('med'));
    echoes.expect(2, 'songs/s', song('know'));
    expect(echoes.latest('songs/s')).toEqual({ record: song('know') });
    // The first write's echo, the second sent: old news.
    expect(echoes.match('songs/s', song('med'))).toBe('stale');
    // The second's: the newest; nothing is waited for after it.
    expect(echoes.match('songs/s', song('know'))).toBe('newest');
    expect(echoes.latest('songs/s')).toBeUndefined();
    // Another device's edit, equal to this device's first: no echo is waited for any more.
    expect(echoes.match('songs/s', song('med'))).toBeNull();
  });

  it('stops waiting for a record at another device’s event, and for a refused write’s echoes', () => {
    const echoes = new OwnEchoes();
    echoes.expect(1, 'songs/s', song('med'));
    expect(echoes.match('songs/s', { ...song('med'), title: 'Solar (laptop)' })).toBeNull();
    expect(echoes.match('songs/s', song('med'))).toBeNull();
    echoes.expect(2, 'songs/s', song('new'));
    echoes.expect(3, 'plays/p', null);
    echoes.drop(2);
    expect(echoes.latest('songs/s')).toBeUndefined();
    // A deletion's echo.
    expect(echoes.match('plays/p', null)).toBe('newest');
  });

  it('forgets the oldest of a record past 32 writes, and every record past 5,000', () => {
    const echoes = new OwnEchoes();
    for (let write = 0; write < 33; write += 1) echoes.expect(write, 'songs/s', song(`level ${write}`));
    expect(echoes.match('songs/s', song('level 0'))).toBeNull();
    for (let write = 0; write < 33; write += 1) echoes.expect(write, 'songs/s', song(`level ${write}`));
    expect(echoes.match('songs/s', song('level 1'))).toBe('stale');
    // Songs/s and 4,999 plays: 5,000 records waited for.
    for (let record = 0; record < 4999; record += 1) echoes.expect(100, `plays/${record}`, null);
    expect(echoes.latest('plays/0')).toEqual({ record: null });
    expect(echoes.latest('songs/s')).toBeDefined();
    // The 5,001st record: all are forgotten, and this one is waited for.
    echoes.expect(101, 'plays/4999', null);
    expect(echoes.latest('plays/0')).toBeUndefined();
    expect(echoes.latest('songs/s')).toBeUndefined();
    expect(echoes.match('plays/4999', null)).toBe('newest');
  });

  it('forgets everything at a fresh read of the server’s data', () => {
    const echoes = new OwnEchoes();
    echoes.expect(1, 'songs/s', song('med'));
    echoes.clear();
    expect(echoes.match('songs/s', song('med'))).toBeNull();
  });
});
