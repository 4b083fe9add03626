import type { Meta, StoryObj } from '@storybook/react-vite';
import { KnowledgeBadge } from './knowledge-badge.js';

const meta = {
  title: 'Primitives/Knowledge Badge',
  component: KnowledgeBadge,
  args: { knowledge: 'new' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof KnowledgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { args: { knowledge: 'new' } };
export const Medium: Story = { args: { knowledge: 'med' } };
export const Know: Story = { args: { knowledge: 'know' } };
