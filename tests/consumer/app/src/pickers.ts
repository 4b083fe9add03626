// The pickers on every test page, the same for the React widget and the <tunedeck-picker> element
// (the test reads this file too, to write the element's pages and to find the pickers by name).

/** The layouts a page shows: `?layout=` on the React page, `element-<layout>.html` for the element. */
export const LAYOUTS = ['flex', 'grid', 'hostile'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface PickerSpec {
  label: string;
  name: string;
  seed: number;
  theme?: 'light' | 'dark';
}

/** Four tunes, one on a random key: every picker here picks from the same list. */
export const TUNES =
  'Autumn Leaves | G | know; The Days of Wine and Roses | Eb | new; Solar | C | med; Nardis | random | new';

/**
 * A light and a dark picker in a flex row beside a sidebar and in a grid's auto column; two pickers
 * that follow the system's scheme, with the same tunes and rounds of their own, under a hostile sheet.
 */
export const PICKERS: Record<Layout, [PickerSpec, PickerSpec]> = {
  flex: [
    { label: 'Light picker', name: 'light', seed: 1, theme: 'light' },
    { label: 'Dark picker', name: 'dark', seed: 2, theme: 'dark' },
  ],
  grid: [
    { label: 'Light picker', name: 'light', seed: 1, theme: 'light' },
    { label: 'Dark picker', name: 'dark', seed: 2, theme: 'dark' },
  ],
  hostile: [
    { label: 'Class picker', name: 'class', seed: 42 },
    { label: 'Jam picker', name: 'jam', seed: 7 },
  ],
};

/** The page's heading for a layout. */
export const HEADINGS: Record<Layout, string> = {
  flex: 'Pickers in a flex row',
  grid: 'Pickers in a grid auto column',
  hostile: 'Pickers under a hostile stylesheet',
};
