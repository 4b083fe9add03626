import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NotOnDeviceDialog } from './not-on-device-dialog.js';

const meta = {
  title: 'Dialogs/Not On This Device',
  component: NotOnDeviceDialog,
  args: { onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof NotOnDeviceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog opened offline on the first visit, before the app was saved on the device. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Not on this device yet' });
    await expect(
      within(dialog).getByText(
        'This has not been saved on this device yet. It opens when you are back online.',
      ),
    ).toBeVisible();
    const tryAgain = within(dialog).getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveFocus();
    await userEvent.click(tryAgain);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

export const Desktop1280: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
