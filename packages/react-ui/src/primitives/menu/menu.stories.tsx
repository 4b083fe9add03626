import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Menu } from './menu.js';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    onSelect: fn(),
    items: [
      { id: 'add', label: 'Add New Song' },
      { id: 'multi', label: 'Add Multiple Songs' },
      { id: 'delete', label: 'Delete Set', danger: true },
      { id: 'off', label: 'Set As PickerSet', disabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <div
        className="td-root"
        style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 280 }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add New Song' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Add Multiple Songs' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Set' }));
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
    await userEvent.click(trigger);
  },
};
