import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn } from 'storybook/test';
import { signedInClient } from '../../test/fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { PickerWidget } from './picker-widget.js';

const TUNES = [
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
  { title: 'Solar', key: 'C', knowledge: 'new' },
  { title: 'Blue Bossa', knowledge: 'med' },
  { title: 'Nardis', knowledge: 'new' },
];

const meta = {
  title: 'Widgets/Picker Widget',
  component: PickerWidget,
  args: { tunes: TUNES, store: null, seed: 4, onPick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  // Read from a metre away: text on the tune needs 7:1 (WCAG AAA), not only 4.5:1.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast-enhanced', enabled: true }] } } },
} satisfies Meta<typeof PickerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round of its own over a host's tunes (seeded here, so the pictures stay the same). */
export const OwnTunes: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const title = () => canvas.getByRole('region', { name: 'Tune picker' }).querySelector('.td-card__title');
    const first = title()?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await expect(title()?.textContent).not.toBe(first);
    await expect(args.onPick).toHaveBeenCalledOnce();
  },
};

/** The signed-in musician's picker set, through a client. */
export const Account: Story = {
  args: { tunes: undefined, client: signedInClient() },
};

/** Themed by the host with the --td- custom properties. */
export const Themed: Story = {
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--td-new': '#ffb3c7',
            '--td-primary': '#243c8f',
            '--td-radius': '2px',
            '--td-font': 'Georgia, serif',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

export const NoTunes: Story = { args: { tunes: [] } };

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
