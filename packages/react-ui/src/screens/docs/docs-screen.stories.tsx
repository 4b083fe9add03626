import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { DocsScreen } from './docs-screen.js';

const meta = {
  title: 'Screens/Docs',
  component: DocsScreen,
  render: (args) => (
    <AppLayout>
      <DocsScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof DocsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('3 : 2 : 1 (new : medium : know)');
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
