import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { EmailAuthScreen } from './email-auth-screen.js';

const meta = {
  title: 'Screens/Email Auth',
  component: EmailAuthScreen,
} satisfies Meta<typeof EmailAuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your email');
  },
};

export const Failed: Story = { args: { failed: true } };

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  args: { failed: true },
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
