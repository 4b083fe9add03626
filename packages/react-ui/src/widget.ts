// @tunedeck/react-ui/widget: only the embeddable picker, for pages that want nothing else of the kit.
// Its styles: import '@tunedeck/react-ui/widget.css' (the tokens, the card and a tune's chart). The code
// that reads and draws a chart is a chunk of its own, loaded with the first tune that has a chart.
export type { PickerStore } from '@tunedeck/core';
export type { EmbedChartInput, EmbedTuneInput, Instrument } from '@tunedeck/core/embed';
export type {
  PickerAction,
  PickerCardProps,
  PickerCardTune,
  PickerTheme,
} from './widgets/picker/picker-card.js';
export { PickerCard } from './widgets/picker/picker-card.js';
export type { PickerWidgetProps } from './widgets/picker/picker-widget.js';
export { PickerWidget } from './widgets/picker/picker-widget.js';
