// `import '@tunedeck/react-ui/element/react'`: defines <tunedeck-picker> (it loads the element's module)
// and types it in React 19's JSX. A page without React imports '@tunedeck/react-ui/element', whose types
// need no @types/react.
//
// React 19 gives a custom element each prop the element has as a property (so `tunes` takes an array),
// any other as an attribute, and turns a prop `on<event>` into a listener of `<event>`: react-dom's
// setPropOnCustomElement. The element must be defined before React creates it, which importing this
// module does.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TunedeckPickEvent, TunedeckPickerElement } from './tunedeck-picker.js';

export * from './tunedeck-picker.js';

/** What `<tunedeck-picker>` takes in JSX: the element's properties, `ontunedeck-pick`, and an element's props. */
export interface TunedeckPickerProps
  extends DetailedHTMLProps<HTMLAttributes<TunedeckPickerElement>, TunedeckPickerElement>,
    Partial<
      Pick<TunedeckPickerElement, 'tunes' | 'name' | 'seed' | 'storage' | 'theme' | 'label' | 'instrument'>
    > {
  /** The `class` attribute (or `className`). */
  class?: string;
  /** Listens to `tunedeck-pick`, fired after each press. */
  'ontunedeck-pick'?: (event: TunedeckPickEvent) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'tunedeck-picker': TunedeckPickerProps;
    }
  }
}
