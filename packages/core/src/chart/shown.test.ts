import { describe, expect, it } from 'vitest';
import { chordText } from './chord.js';
import { chartChords } from './model.js';
import { chartKeyLabel, shownChart } from './shown.js';

const AUTUMN = { key: 'G-', text: '[A] C-7 | F7 | Bb^7 | Eb^7 |\n| Ah7 | D7b9 | G-6 | G-6/F |' };
const chords = (shown: ReturnType<typeof shownChart>) => chartChords(shown!.chart).map(chordText);

describe('shownChart', () => {
  it('shows the chart in its own key at concert pitch when no key is asked', () => {
    const shown = shownChart(AUTUMN);
    expect(shown).toMatchObject({ label: 'G minor', spoken: 'G minor', concertKey: 'G' });
    expect(chords(shown)).toEqual(['C-7', 'F7', 'Bb^7', 'Eb^7', 'Ah7', 'D7b9', 'G-6', 'G-6/F']);
  });

  it('moves it to the tune’s key, keeping its mode and spelling by the new key', () => {
    const shown = shownChart(AUTUMN, { concert: 'E' });
    expect(shown).toMatchObject({ label: 'E minor', spoken: 'E minor' });
    expect(chords(shown)).toEqual(['A-7', 'D7', 'G^7', 'C^7', 'F#h7', 'B7b9', 'E-6', 'E-6/D']);
  });

  it('moves it again for a B♭ player, and names both keys', () => {
    const shown = shownChart(AUTUMN, { concert: 'E flat', instrument: 'b-flat' });
    expect(shown).toMatchObject({
      label: 'F minor for B\u266d instrument (concert E\u266d minor)',
      spoken: 'F minor for B flat instrument, concert E flat minor',
      concertKey: 'E flat',
    });
    expect(chartKeyLabel(shown!.written)).toBe('F minor');
    expect(chords(shown)).toEqual(['Bb-7', 'Eb7', 'Ab^7', 'Db^7', 'Gh7', 'C7b9', 'F-6', 'F-6/Eb']);
  });

  it('reads bass clef at concert pitch, and gives null for a damaged key', () => {
    expect(shownChart(AUTUMN, { concert: 'D', instrument: 'bass-clef' })?.label).toBe('D minor');
    expect(shownChart({ key: 'H', text: 'C |' })).toBeNull();
  });
});
