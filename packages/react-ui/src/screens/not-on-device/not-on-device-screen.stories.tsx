import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { NotOnDeviceScreen } from './not-on-device-screen.js';

const meta = {
  title: 'Screens/Not On This Device',
  component: NotOnDeviceScreen,
  args: { onRetry: fn() },
  render: (args) => (
    <AppLayout>
      <main>
        <NotOnDeviceScreen {...args} />
      </main>
    </AppLayout>
  ),
} satisfies Meta<typeof NotOnDeviceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page opened offline on the first visit, before the app was saved on the device. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not on this device yet' })).toBeVisible();
    await expect(
      canvas.getByText('This page has not been saved on this device yet. It opens when you are back online.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
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

export const DarkTheme: Story = { globals: { theme: 'dark' } };
