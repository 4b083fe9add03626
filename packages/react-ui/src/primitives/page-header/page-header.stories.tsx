import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { Button } from '../button/button.js';
import { PageHeader } from './page-header.js';

const meta = {
  title: 'Primitives/Page Header',
  component: PageHeader,
  args: { title: 'Sets', actions: <Button variant="primary">Add a Set</Button> },
  decorators: [
    (Story) => (
      <div className="td-root">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const WithBreadcrumb: Story = {
  args: {
    title: 'A Very Long Set Name For The Wedding Reception On Saturday Night',
    breadcrumb: (
      <Breadcrumb
        items={[
          { label: 'Library', href: '/library' },
          { label: 'Sets', href: '/library/sets' },
          { label: 'Wedding' },
        ]}
      />
    ),
  },
};
