import { describe, expect, it } from 'vitest';
import { SONG_KEYS } from '../model/constants.js';
import { SONG_FIELD_MESSAGES } from './messages.js';
import { validateKnowledge, validateNotes, validateSongKey } from './song-fields.js';

describe('validateNotes', () => {
  it('keeps line breaks and inner spacing', () => {
    expect(validateNotes('  Intro: vamp\n\nHead  twice \n')).toEqual({
      ok: true,
      value: { notes: '  Intro: vamp\n\nHead  twice' },
    });
  });

  it('stores white-space-only notes as empty', () => {
    expect(validateNotes(' \n\t ')).toEqual({ ok: true, value: { notes: '' } });
  });

  it('refuses notes past the limit', () => {
    expect(SONG_FIELD_MESSAGES['notes-too-long']).toBe('Notes must be at most 10,000 characters');
    expect(validateNotes('n'.repeat(10_000)).ok).toBe(true);
    expect(validateNotes('n'.repeat(10_001))).toEqual({
      ok: false,
      errors: { notes: { code: 'notes-too-long', message: 'Notes must be at most 10,000 characters' } },
    });
  });
});

describe('validateSongKey', () => {
  it('accepts the thirteen stored keys', () => {
    for (const key of SONG_KEYS) expect(validateSongKey(key)).toEqual({ ok: true, value: { key } });
  });

  it.each(['Db', 'c', '', null, 3])('refuses %j', (value) => {
    expect(validateSongKey(value)).toEqual({
      ok: false,
      errors: { key: { code: 'invalid-key', message: 'Choose one of the listed keys' } },
    });
  });
});

describe('validateKnowledge', () => {
  it('accepts the three levels', () => {
    for (const knowledge of ['new', 'med', 'know']) {
      expect(validateKnowledge(knowledge)).toEqual({ ok: true, value: { knowledge } });
    }
  });

  it.each(['medium', 'Know', undefined])('refuses %j', (value) => {
    expect(validateKnowledge(value)).toEqual({
      ok: false,
      errors: { knowledge: { code: 'invalid-knowledge', message: 'Choose how well you know this tune' } },
    });
  });
});
