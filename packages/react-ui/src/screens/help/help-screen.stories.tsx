import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { HelpScreen } from './help-screen.js';

const meta = {
  title: 'Screens/Help',
  component: HelpScreen,
  render: (args) => (
    <AppLayout>
      <HelpScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Quick Start' })).toHaveAttribute(
      'href',
      '/help/quickstart',
    );
    await expect(canvas.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/help/docs');
  },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
