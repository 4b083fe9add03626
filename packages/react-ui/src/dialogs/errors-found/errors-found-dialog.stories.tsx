import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_TITLE } from '../../test/fixtures.js';
import { ErrorsFoundDialog } from './errors-found-dialog.js';

const meta = {
  title: 'Dialogs/Errors Found',
  component: ErrorsFoundDialog,
  args: { titles: ['.Bad start', 'Two..dots', 'ends with.'], onClose: fn() },
} satisfies Meta<typeof ErrorsFoundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Errors Found' });
    await expect(dialog).toHaveTextContent('The following songs were not added:');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got It' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ManyAndLong: Story = {
  args: { titles: [`${LONG_TITLE}.`, ...Array.from({ length: 40 }, (_, i) => `..Line ${i + 1}`)] },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
