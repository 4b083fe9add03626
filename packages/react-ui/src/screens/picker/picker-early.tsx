import { knowledgeLabel } from '@tunedeck/core';
import { KeyName } from '../../primitives/key-name/key-name.js';
import { PICKER_TEMPLATE_ID, type PickerReadyView, PLACEHOLDER_KNOWLEDGE } from './picker-draw.js';
import { PickerScreen } from './picker-screen.js';

// The ready Picker as markup for a page's early drawing of it (./picker-draw.ts fills it in).

const noop = () => {};

/**
 * What `PickerScreen` is given on the app's first drawing besides its view and instrument: the charts
 * still loading, the chart not shown (the early drawing is made only then), no handler yet.
 */
export const FIRST_DRAWING = {
  onNext: noop,
  onSkip: noop,
  onRaise: noop,
  onLower: noop,
  onOpenNotes: noop,
  onChangeSet: noop,
  onMenuAction: noop,
  onStageChange: noop,
  onChartShownChange: noop,
  chartsLoading: true,
  chartShown: false,
} as const;

/** What the template is rendered with: its text is replaced, its shape is every tune's. */
const PLACEHOLDER: PickerReadyView = {
  status: 'ready',
  setId: 'set',
  setName: 'Set',
  songCount: 2,
  canNext: true,
  canSkip: true,
  tune: {
    id: 'tune',
    title: 'Tune',
    key: 'C',
    keyLabel: 'C',
    spokenKey: 'C',
    knowledge: PLACEHOLDER_KNOWLEDGE,
    knowledgeLabel: knowledgeLabel(PLACEHOLDER_KNOWLEDGE),
    colour: '',
    notes: '',
    hasNotes: false,
    titleFit: { rem: 6, lines: 2 },
    titleLength: 4,
    titleWordLength: 4,
    canRaise: true,
    lowerMovesOut: true,
  },
};

/**
 * The ready Picker as a `<template>`: `PickerScreen` with a placeholder tune written for a transposing
 * instrument (so its concert line is there to keep or take out), the charts still loading (its "Chart"
 * button there, the chart not shown), and the three shapes of a key's name (none, ♭, ♯).
 */
export function PickerScreenTemplate() {
  return (
    <template id={PICKER_TEMPLATE_ID}>
      <PickerScreen view={PLACEHOLDER} instrument="b-flat" {...FIRST_DRAWING} />
      <div data-td-key-names="">
        <KeyName label="C" />
        <KeyName label="B♭" />
        <KeyName label="F♯" />
      </div>
    </template>
  );
}
