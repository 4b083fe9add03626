import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { NotFoundScreen, PageNotFoundScreen } from './not-found-screen.js';

const meta = {
  title: 'Screens/Not Found',
  component: NotFoundScreen,
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Library element not found.  Redirecting to Library.',
      {
        normalizeWhitespace: false,
      },
    );
  },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Desktop1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Any address the site has no page for (the site's catch-all route). */
export const PageNotFound: Story = {
  render: () => <PageNotFoundScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Tunedeck' })).toHaveAttribute('href', '/');
  },
};
