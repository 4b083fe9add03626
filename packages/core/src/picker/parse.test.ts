import { describe, expect, it } from 'vitest';
import { memberId } from '../../test/picker-helpers.js';
import type { PickerState } from '../model/records.js';
import { isPickerState, MAX_PICKER_ENTRIES, parsePickerState } from './parse.js';
import { initialPickerState } from './transition.js';

const entries = (count: number) => Array.from({ length: count }, (_, i) => memberId('e', i));

const state: PickerState = {
  played: entries(3),
  bag: ['new', 'med'],
  keyBag: ['C', 'E flat'],
  current: { song: memberId('s', 1), key: 'E flat' },
  version: 4,
  updated: 1_700_000_000_000,
};

describe('isPickerState', () => {
  it('accepts a picker state, with or without a tune on screen', () => {
    expect(isPickerState(state)).toBe(true);
    expect(isPickerState({ ...state, current: null })).toBe(true);
    expect(isPickerState(initialPickerState())).toBe(true);
  });

  it('refuses unknown or missing fields, at the top level and in `current`', () => {
    expect(isPickerState({ ...state, extra: 1 })).toBe(false);
    expect(isPickerState({ ...state, extra: undefined })).toBe(false);
    const { updated: _, ...missing } = state;
    expect(isPickerState(missing)).toBe(false);
    expect(isPickerState({ ...state, current: { ...state.current, note: 'x' } })).toBe(false);
    expect(isPickerState({ ...state, current: { song: memberId('s', 1) } })).toBe(false);
  });

  it(`holds at most ${MAX_PICKER_ENTRIES} played entries`, () => {
    expect(MAX_PICKER_ENTRIES).toBe(20_000);
    expect(isPickerState({ ...state, played: entries(MAX_PICKER_ENTRIES) })).toBe(true);
    expect(isPickerState({ ...state, played: entries(MAX_PICKER_ENTRIES + 1) })).toBe(false);
  });

  it('refuses repeated entries or keys, bags beyond the pattern and broken counters', () => {
    expect(isPickerState({ ...state, played: [...state.played, state.played[0]] })).toBe(false);
    expect(isPickerState({ ...state, keyBag: ['C', 'C'] })).toBe(false);
    expect(isPickerState({ ...state, bag: ['know', 'know'] })).toBe(false);
    expect(isPickerState({ ...state, version: -1 })).toBe(false);
    expect(isPickerState({ ...state, updated: 1.5 })).toBe(false);
  });
});

describe('parsePickerState', () => {
  it('keeps a well-formed state as it is', () => {
    expect(parsePickerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('replaces an oversized played list by an empty one, keeping the rest', () => {
    const parsed = parsePickerState({ ...state, played: entries(MAX_PICKER_ENTRIES + 1) });
    expect(parsed).toEqual({ ...state, played: [] });
    expect(isPickerState(parsed)).toBe(true);
  });
});
