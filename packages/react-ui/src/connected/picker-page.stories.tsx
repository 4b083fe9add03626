import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
