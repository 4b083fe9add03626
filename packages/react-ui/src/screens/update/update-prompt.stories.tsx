import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UpdatePrompt } from './update-prompt.js';

const meta = {
  title: 'Screens/Update Prompt',
  component: UpdatePrompt,
  args: { needsReload: true, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits for the musician's Reload. */
export const NewVersion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The first visit has cached the app: it opens offline from now on. */
export const ReadyOffline: Story = { args: { needsReload: false } };
