import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add Song', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Song' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
