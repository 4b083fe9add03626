import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type KeyCoverage,
  keyCoverage,
  keyedRecords,
  keyWheelView,
  type PlayableKey,
  type Review,
} from '@tunedeck/core';
import { expect } from 'storybook/test';
import { KeyWheel } from './key-wheel.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 18);

/** A tune's coverage from grades: [key, grade, days ago]. */
function coverage(
  grades: ReadonlyArray<readonly [PlayableKey, 1 | 2 | 3 | 4, number]>,
  plays: PlayableKey[] = [],
): KeyCoverage {
  const reviews = grades.map(
    ([key, grade, days], index): Review => ({
      id: `review${String(index).padStart(9, '0')}`,
      song: 'song00000000001',
      title: 'Solar',
      grade,
      source: 'practice',
      key,
      level: 'med',
      seconds: 0,
      reviewed: NOW - days * DAY,
    }),
  );
  const played = plays.map((key, index) => ({
    id: `play${String(index).padStart(11, '0')}`,
    gig: 'gig000000000001',
    song: 'song00000000001',
    title: 'Solar',
    key,
    played: NOW - (index + 1) * DAY,
  }));
  return keyCoverage({ reviews: keyedRecords(reviews), plays: keyedRecords(played) }, 'song00000000001', NOW);
}

const SOME = coverage(
  [
    ['C', 3, 20],
    ['F', 4, 14],
    ['B flat', 1, 9],
    ['E flat', 3, 5],
    ['A flat', 2, 2],
  ],
  ['G'],
);

const meta = {
  title: 'Primitives/Key Wheel',
  component: KeyWheel,
  args: { view: keyWheelView(SOME, NOW, 'D flat'), label: 'Keys of Solar' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="td-root">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four keys covered (one at a gig), two tried, today's key (D♭) ringed. */
export const SomeKeys: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: /Keys of Solar: 4 of 12 keys covered/ })).toBeVisible();
    await expect(canvas.getByText('Today in')).toBeVisible();
    const keys = canvas.getByRole('list', { name: 'Keys of Solar, round the circle of fifths' });
    await expect(keys.children).toHaveLength(12);
    await expect(keys.children[0]).toHaveTextContent('C: covered, Good, practised 20 days ago');
    await expect(keys.children[1]).toHaveTextContent('G: covered, Good, played at a gig yesterday');
    await expect(keys.children[7]).toHaveTextContent('D♭: not yet (today’s key)');
  },
};

export const SomeKeysDark: Story = { globals: { theme: 'dark' } };

/** A tune never practised in any key. */
export const NoKeys: Story = { args: { view: keyWheelView(coverage([]), NOW) } };

/** Every key covered. */
export const AllTwelve: Story = {
  args: {
    view: keyWheelView(
      coverage(
        (['C', 'G', 'D', 'A', 'E', 'B', 'F sharp', 'D flat', 'A flat', 'E flat', 'B flat', 'F'] as const).map(
          (key, index) => [key, 3, index + 1] as const,
        ),
      ),
      NOW,
    ),
  },
};

export const AllTwelveDark: Story = { args: AllTwelve.args, globals: { theme: 'dark' } };

/** At 320 px, in a flex row and a grid cell: the wheel shrinks, the legend wraps. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <KeyWheel {...args} />
        <p style={{ margin: 0 }}>Beside a flex item</p>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        <KeyWheel {...args} />
      </div>
    </div>
  ),
};

export const Narrow320Dark: Story = {
  render: Narrow320.render,
  globals: { viewport: { value: 'narrow', isRotated: false }, theme: 'dark' },
};
