import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { signedInClient } from '../../test/fixtures.js';
import { atWidth, showInPictures } from '../../test/story-width.js';
import { PickerWidget } from './picker-widget.js';

const TUNES = [
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
  { title: 'Solar', key: 'C', knowledge: 'new' },
  { title: 'Blue Bossa', knowledge: 'med' },
  { title: 'Nardis', knowledge: 'new' },
];

/** Charts as a host writes them: typed text in its `chartKey`, `{ key, text }`, and an iReal Pro link. */
const CHART_TUNES = [
  {
    title: 'Blue Bossa',
    knowledge: 'med',
    chartKey: 'C-',
    chart: `[A] C-7 | F-7 | Dh7 | G7b9 | C-7 | F-7 | Dh7 | G7b9 |
[B] Eb-7 | Ab7 | Db^7 | Db^7 | Dh7 | G7b9 | C-7 | Dh7 G7b9 |]`,
  },
  {
    title: 'Solar',
    knowledge: 'new',
    chart: { key: 'C-', text: 'C-^7 | G-7 C7 | F^7 | F-7 Bb7 | Eb^7 | Eb-7 Ab7 | Db^7 | Dh7 G7b9 |]' },
  },
  {
    title: 'Autumn Leaves',
    knowledge: 'know',
    chart: `irealb://${encodeURIComponent(
      'Autumn Leaves=Kosma Joseph==Medium Swing=G-==1r34LbKcu7[T44A-7XyQ|D7XyQ|G^7XyQ|C^7XyQZ=Jazz=120=3===',
    )}`,
  },
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

/** Light whatever the page and the system say, and dark. */
export const LightTheme: Story = { args: { theme: 'light' } };
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Tune picker' });
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(27, 27, 31)');
  },
};

const LAYOUTS: Record<string, CSSProperties> = {
  'flex row': { display: 'flex', gap: 16, alignItems: 'flex-start' },
  'grid auto column': { display: 'grid', gridTemplateColumns: 'auto 1fr' },
  'inline-block': { display: 'inline-block' },
  float: { float: 'left' },
  absolute: { position: 'absolute', top: 0, left: 0 },
};

/**
 * Where a page drops a widget: beside a sidebar in a flex row, in a grid auto column, in an
 * inline-block, a float and an absolutely positioned box. It takes 32rem where there is room and the
 * room there is where not; it never collapses to its padding.
 */
export const InLayouts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {Object.entries(LAYOUTS).map(([name, style]) => (
        <div
          key={name}
          style={name === 'absolute' ? { position: 'relative', height: 480 } : { display: 'flow-root' }}
        >
          <div style={style}>
            {name === 'flex row' ? <nav style={{ flex: 'none', width: 100 }}>Sidebar</nav> : null}
            <PickerWidget {...args} label={name} />
            {name === 'grid auto column' ? <p>Beside it</p> : null}
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const room = document.documentElement.clientWidth - 32;
    for (const name of Object.keys(LAYOUTS)) {
      const card = await waitFor(() => canvas.getByRole('region', { name }));
      const width = card.getBoundingClientRect().width;
      // 32rem of 16px, or the room there is (less the sidebar in the flex row).
      const expected = Math.min(512, name === 'flex row' ? room - 116 : room);
      await expect(Math.abs(width - expected), `${name}: ${width}px`).toBeLessThanOrEqual(1);
      for (const inner of card.querySelectorAll('button, .td-card__title'))
        await expect(inner.scrollWidth, `${name}: ${inner.textContent}`).toBeLessThanOrEqual(
          inner.clientWidth + 1,
        );
    }
  },
};

/** Tunes with charts: Chart (pressed here) shows the tune's chart under the buttons, in the key picked. */
const withChart: Story = {
  args: { tunes: CHART_TUNES, seed: 2 },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Chart' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('region', { name: /^Chart of / })).toBeVisible());
    // On a small phone the pictures show the chart from its button down.
    showInPictures(toggle);
  },
};

export const WithChartSmall: Story = {
  ...withChart,
  globals: { viewport: { value: 'small', isRotated: false } },
};
export const WithChartDesktop: Story = {
  ...withChart,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
export const WithChartDarkSmall: Story = {
  ...withChart,
  args: { ...withChart.args, theme: 'dark' },
  globals: { theme: 'dark', viewport: { value: 'small', isRotated: false } },
};
export const WithChartDarkDesktop: Story = {
  ...withChart,
  args: { ...withChart.args, theme: 'dark' },
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};
