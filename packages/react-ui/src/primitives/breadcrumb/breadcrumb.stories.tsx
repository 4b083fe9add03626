import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './breadcrumb.js';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { label: 'Library', href: '/library' },
      { label: 'Sets', href: '/library/sets' },
      { label: 'Friday gig', href: '/library/sets/set1' },
      { label: 'Autumn Leaves' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SongInSet: Story = {};
export const PickingFrom: Story = {
  args: {
    lead: 'Picking from:',
    label: 'Picker set',
    items: [{ label: 'Friday gig', href: '/library/sets/x' }],
  },
};
