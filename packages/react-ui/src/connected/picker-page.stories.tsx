import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import { expect, waitFor, within } from 'storybook/test';
import { LEAD_SHEET, THIRTY_TWO_BARS } from '../screens/picker/chart-fixtures.js';
import { preloadPickerChart } from '../screens/picker/chart-sheet.js';
import { signedInClient } from '../test/fixtures.js';
import { PickerPage } from './picker-page.js';

const meta = {
  title: 'Pages/Picker Page',
  component: PickerPage,
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast-enhanced', enabled: true }] } } },
} satisfies Meta<typeof PickerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected to a client over the in-memory storage: NEXT, notes and the Change Set dialog work. */
export const Connected: Story = {
  render: () => <PickerPage client={signedInClient()} />,
  play: async ({ canvas, userEvent }) => {
    const next = await canvas.findByRole('button', { name: 'NEXT' });
    await userEvent.click(next);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Set' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Change Set' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Practice' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Practice' })).toBeVisible());
  },
};

/** A gig set whose tunes have charts (Autumn Leaves in a random key, drawn by the picker). */
const charted = buildLibrary({
  sets: { 'Friday gig': ['Autumn Leaves', 'All the Things You Are'] },
  songs: {
    'Autumn Leaves': { knowledge: 'know', key: 'random', chart: LEAD_SHEET },
    'All the Things You Are': { knowledge: 'med', key: 'A flat', chart: THIRTY_TWO_BARS },
  },
});

/** On a desk: the called tune's chart beside it, in the key just picked; NEXT brings the next one's. */
export const ConnectedWithCharts: Story = {
  beforeEach: async () => {
    await preloadPickerChart();
  },
  render: () => <PickerPage client={signedInClient(charted, setIdOf(charted, 'Friday gig'))} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'NEXT' });
    await expect(canvas.getByRole('button', { name: 'Chart' })).toBeInTheDocument();
  },
};
