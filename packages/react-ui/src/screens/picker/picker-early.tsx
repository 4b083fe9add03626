import { knowledgeLabel } from '@tunedeck/core';
import { KeyName } from '../../primitives/key-name/key-name.js';
import { PICKER_TEMPLATE_ID, type PickerReadyView, PLACEHOLDER_KNOWLEDGE } from './picker-draw.js';
import { PickerScreen } from './picker-screen.js';

// The ready Picker as markup for a page's early drawing of it (./picker-draw.ts fills it in).

const noop = () => {};

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
      <PickerScreen
        view={PLACEHOLDER}
        onNext={noop}
        onSkip={noop}
        onRaise={noop}
        onLower={noop}
        onOpenNotes={noop}
        onChangeSet={noop}
        onMenuAction={noop}
        onStageChange={noop}
        onChartShownChange={noop}
        instrument="b-flat"
        chartsLoading
        chartShown={false}
      />
      <div data-td-key-names="">
        <KeyName label="C" />
        <KeyName label="B♭" />
        <KeyName label="F♯" />
      </div>
    </template>
  );
}
