import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE, isPracticeSettings, practiceSettings, readPracticeSettings } from './settings.js';

describe('practice settings', () => {
  it('default to 3 new tunes and 20 minutes a day, each tune in its own key', () => {
    expect(practiceSettings(null)).toEqual({ newPerDay: 3, minutes: 20, allKeys: false });
    expect(practiceSettings({ practice: null })).toBe(DEFAULT_PRACTICE);
    expect(practiceSettings({ practice: { newPerDay: 0, minutes: 45, allKeys: true } })).toEqual({
      newPerDay: 0,
      minutes: 45,
      allKeys: true,
    });
  });

  it('are read from the form, whole numbers within bounds, with a message per field', () => {
    expect(readPracticeSettings({ newPerDay: ' 5 ', minutes: '45', allKeys: true })).toEqual({
      ok: true,
      settings: { newPerDay: 5, minutes: 45, allKeys: true },
    });
    expect(readPracticeSettings({ newPerDay: '2.5', minutes: '4', allKeys: false })).toEqual({
      ok: false,
      errors: {
        newPerDay: 'Enter a whole number from 0 to 50.',
        minutes: 'Enter a whole number of minutes from 5 to 600.',
      },
    });
    expect(readPracticeSettings({ newPerDay: '51', minutes: '', allKeys: false }).ok).toBe(false);
    expect(readPracticeSettings({ newPerDay: '0', minutes: '600', allKeys: false }).ok).toBe(true);
  });

  it('are checked whole when stored: three fields, whole numbers within bounds, nothing else', () => {
    expect(isPracticeSettings({ newPerDay: 3, minutes: 20, allKeys: false })).toBe(true);
    for (const bad of [
      null,
      [],
      { newPerDay: 3, minutes: 20 },
      { newPerDay: 3, minutes: 20, allKeys: 'yes' },
      { newPerDay: -1, minutes: 20, allKeys: false },
      { newPerDay: 3, minutes: 4, allKeys: false },
      { newPerDay: 3.5, minutes: 20, allKeys: false },
      { newPerDay: 3, minutes: 601, allKeys: false },
      { newPerDay: 3, minutes: 20, allKeys: false, extra: 1 },
    ])
      expect(isPracticeSettings(bad), JSON.stringify(bad)).toBe(false);
  });
});
