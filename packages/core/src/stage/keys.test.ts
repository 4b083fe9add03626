import { describe, expect, it } from 'vitest';
import { setNamed, signedInClient, until } from '../../test/store-helpers.js';
import { TIMINGS } from '../model/constants.js';
import {
  assignStageKey,
  DEFAULT_STAGE_KEYS,
  DEFAULT_STAGE_SETTINGS,
  parseStageSettings,
  removeStageKey,
  stageActionFor,
  stageKeyLabel,
  stageKeysMessage,
  stageKeysProblems,
} from './keys.js';

describe('stage keys', () => {
  it("maps a pedal's keys: NEXT = Space / → / PageDown / Enter, SKIP = ← / PageUp / S, ↑ / ↓ raise and lower", () => {
    const action = (key: string) => stageActionFor({ key });
    expect([' ', 'ArrowRight', 'PageDown', 'Enter', 'Spacebar'].map(action)).toEqual(Array(5).fill('next'));
    expect(['ArrowLeft', 'PageUp', 's', 'S'].map(action)).toEqual(Array(4).fill('skip'));
    expect([action('ArrowUp'), action('ArrowDown'), action('Backspace'), action('z')]).toEqual([
      'raise',
      'lower',
      'undo',
      'undo',
    ]);
    expect(action('q')).toBeNull();
  });

  it('does one action per press: a held key repeats nothing, and shortcuts with modifiers are left alone', () => {
    expect(stageActionFor({ key: 'ArrowRight', repeat: true })).toBeNull();
    expect(stageActionFor({ key: 's', ctrlKey: true })).toBeNull();
    expect(stageActionFor({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(stageActionFor({ key: ' ', metaKey: true })).toBeNull();
  });

  it('remaps: a key given to another action leaves the one that had it; modifiers and Tab are refused', () => {
    // A pedal that sends "b" and "n".
    let keys = assignStageKey(DEFAULT_STAGE_KEYS, 'next', 'N');
    keys = keys && assignStageKey(keys, 'skip', 'b');
    expect(keys && stageActionFor({ key: 'n' }, keys)).toBe('next');
    expect(keys && stageActionFor({ key: 'B' }, keys)).toBe('skip');
    // PageDown moves from NEXT to SKIP.
    const moved = keys && assignStageKey(keys, 'skip', 'PageDown');
    expect(moved?.next).not.toContain('PageDown');
    expect(moved && stageActionFor({ key: 'PageDown' }, moved)).toBe('skip');
    expect(moved && stageKeysProblems(moved)).toEqual([]);
    expect(assignStageKey(DEFAULT_STAGE_KEYS, 'next', 'Shift')).toBeNull();
    expect(assignStageKey(DEFAULT_STAGE_KEYS, 'next', 'Tab')).toBeNull();
    expect(removeStageKey(DEFAULT_STAGE_KEYS, 'skip', 's').skip).toEqual(['ArrowLeft', 'PageUp']);
  });

  it('names what is wrong with a mapping, in words for Settings', () => {
    const broken = { ...DEFAULT_STAGE_KEYS, skip: [' '], next: [] };
    const problems = stageKeysProblems(broken);
    expect(problems).toEqual([{ kind: 'none', action: 'next' }]);
    expect(stageKeysProblems({ ...DEFAULT_STAGE_KEYS, skip: ['ArrowLeft', ' '] })).toEqual([
      { kind: 'taken', key: ' ', action: 'skip', by: 'next' },
    ]);
    expect(stageKeysMessage({ kind: 'taken', key: ' ', action: 'skip', by: 'next' })).toBe(
      'Space is already NEXT.',
    );
    expect(stageKeysMessage({ kind: 'none', action: 'skip' })).toBe('SKIP needs a key.');
    expect(['ArrowRight', 'PageDown', 's', 'Enter'].map(stageKeyLabel)).toEqual([
      '→',
      'Page Down',
      'S',
      'Enter',
    ]);
  });

  it('reads stored settings, falling back to the defaults for anything malformed or conflicting', () => {
    expect(parseStageSettings(null)).toEqual(DEFAULT_STAGE_SETTINGS);
    expect(parseStageSettings({ confirmSkip: true })).toEqual({
      keys: DEFAULT_STAGE_KEYS,
      confirmSkip: true,
    });
    const custom = assignStageKey(DEFAULT_STAGE_KEYS, 'next', 'n');
    expect(parseStageSettings(JSON.parse(JSON.stringify({ keys: custom, confirmSkip: false })))).toEqual({
      keys: custom,
      confirmSkip: false,
    });
    expect(parseStageSettings({ keys: { ...DEFAULT_STAGE_KEYS, skip: [' '] } }).keys).toEqual(
      DEFAULT_STAGE_KEYS,
    );
    expect(parseStageSettings({ keys: { next: 'x' } }).keys.next).toEqual(DEFAULT_STAGE_KEYS.next);
  });
});

describe('undo of the last NEXT or SKIP', () => {
  it('brings back the exact tune, key and round before it, as a newer state', async () => {
    let now = 1_800_000_000_000;
    const { client } = await signedInClient({ now: () => now });
    const gig = setNamed(client, 'Gig');
    await client.library.setPickerSet(gig.id);
    client.picker.next();
    const before = client.state.library.pickers[gig.id]?.state;
    client.picker.next();
    const after = client.state.library.pickers[gig.id]?.state;
    expect(after?.current).not.toEqual(before?.current);
    now += 1000;
    expect(client.picker.undo()).toBe(true);
    const undone = client.state.library.pickers[gig.id]?.state;
    expect({ ...undone, version: 0, updated: 0 }).toEqual({ ...before, version: 0, updated: 0 });
    expect(undone?.version).toBeGreaterThanOrEqual(after?.version ?? 0);
    // Only once, and only the last press.
    expect(client.picker.undo()).toBe(false);
  });

  it('undoes a SKIP too; not after the undo window, nor after another change of the picker', async () => {
    let now = 1_800_000_000_000;
    const { client } = await signedInClient({ now: () => now });
    const gig = setNamed(client, 'Gig');
    await client.library.setPickerSet(gig.id);
    client.picker.next();
    const shown = client.state.library.pickers[gig.id]?.state.current;
    client.picker.skip();
    expect(client.picker.undo()).toBe(true);
    expect(client.state.library.pickers[gig.id]?.state.current).toEqual(shown);

    client.picker.next();
    now += TIMINGS.undoPick + 1;
    expect(client.picker.undo()).toBe(false);

    client.picker.next();
    client.picker.startNewGig();
    expect(client.picker.undo()).toBe(false);
    await until(client, () => client.state.saving === 0, 'writes to settle');
  });
});
