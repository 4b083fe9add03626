import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChartView } from './chart-view.js';
import {
  ALTERNATES_CHART,
  CHORD_KINDS_CHART,
  ENDINGS_CHART,
  FERMATA_AND_TEXT_CHART,
  JUMPS_CHART,
  LONG_CHART,
  NO_CHORD_AND_SLASHES_CHART,
  REPEAT_SIGNS_CHART,
  REPEATS_CHART,
  SECTIONS_CHART,
  SEGNO_CODA_CHART,
  SIXTY_FOUR_BARS,
  TIMES_CHART,
} from './fixtures.js';

/** The chart on the page's surface with the page's margins, as the song page places it. */
const onThePage: Decorator = (Story) => (
  <div className="td-root" style={{ padding: 16 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Lead Sheet/Chart View',
  component: ChartView,
  decorators: [onThePage],
  args: { chart: LONG_CHART, label: 'Chart of Autumn Leaves in G minor' },
  // A construct is looked at on a phone, where it is most crowded; the widths have stories of their own.
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof ChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 bars: a repeated A with 1st and 2nd endings, B with D.S. al Coda, a 3/4 section, the coda. */
export const LongChart: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('region', { name: 'Chart of Autumn Leaves in G minor' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(40);
    await expect(chart).toHaveTextContent(
      'bar 1: Section A, four four time, start repeat, segno, C minor seven, F seven',
    );
  },
};

export const LongChartNarrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const LongChartNarrow320Dark: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false }, theme: 'dark' },
};

export const LongChartPhone375Dark: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, theme: 'dark' },
};

export const LongChartDesktop1280: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const LongChartDesktop1280Dark: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
};

/** A desk-wide window, the chart in a 320px column: its own width sets 4 bars a row, not the window's. */
export const NarrowColumnOnADesk: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The 64 bars the bench draws. */
export const SixtyFourBars: Story = { args: { chart: SIXTY_FOUR_BARS } };

/** AABA: each section's letter boxed, each section on a new row. */
export const Sections: Story = { args: { chart: SECTIONS_CHART, label: 'Chart in sections' } };

/** 3/4, 6/8 and 5/4, each drawn stacked where it starts. */
export const TimeSignatures: Story = {
  args: { chart: TIMES_CHART, label: 'Chart with time changes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^bar 5: Section B, six eight time/)).toBeInTheDocument();
  },
};

/** Every kind of chord symbol: quality on the line, extensions raised, ♭ and ♯ drawn, slash bass. */
export const ChordKinds: Story = { args: { chart: CHORD_KINDS_CHART, label: 'Chord symbols' } };

export const Alternates: Story = { args: { chart: ALTERNATES_CHART, label: 'Chart with alternates' } };

export const NoChordAndSlashes: Story = {
  args: { chart: NO_CHORD_AND_SLASHES_CHART, label: 'Chart with N.C. and slashes' },
};

/** % (the bar before again) and the two-bar sign, across the barline between its two bars. */
export const RepeatSigns: Story = { args: { chart: REPEAT_SIGNS_CHART, label: 'Chart with repeat signs' } };

export const Repeats: Story = { args: { chart: REPEATS_CHART, label: 'Chart with repeats' } };

/** 1st, 2nd and 3rd endings under their brackets. */
export const Endings: Story = {
  args: { chart: ENDINGS_CHART, label: 'Chart with endings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^bar 3: first ending/)).toBeInTheDocument();
    await expect(canvas.getByText(/^bar 7: third ending/)).toBeInTheDocument();
  },
};

export const SegnoAndCoda: Story = { args: { chart: SEGNO_CODA_CHART, label: 'Chart with segno and coda' } };

/** D.C., D.S., al Coda, al Fine, and Fine. */
export const Jumps: Story = { args: { chart: JUMPS_CHART, label: 'Chart with jumps' } };

export const FermataAndText: Story = {
  args: { chart: FERMATA_AND_TEXT_CHART, label: 'Chart with fermatas and words' },
};

export const ChordKindsNarrow320: Story = {
  args: ChordKinds.args,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const ChordKindsDark: Story = { args: ChordKinds.args, globals: { theme: 'dark' } };
