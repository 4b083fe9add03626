import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShareLiveDialog } from './share-live-dialog.js';

const LINK = 'https://tunedeck.app/live/3f9c2a7be41d08c65a1e9f2b7c4d6e80';

const meta = {
  title: 'Dialogs/Share Live',
  component: ShareLiveDialog,
  args: {
    setName: 'Friday at the Blue Note',
    link: LINK,
    onCopy: fn(async () => {}),
    onStop: fn(),
    onClose: fn(),
    instrument: 'concert',
    onInstrumentChange: fn(),
  },
} satisfies Meta<typeof ShareLiveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link and its QR code; Copy Link says it is copied. */
export const Sharing: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Share Live' });
    await expect(within(dialog).getByRole('img', { name: 'QR code of the live link' })).toBeVisible();
    await expect(within(dialog).getByLabelText('Link')).toHaveValue(LINK);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(LINK);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Sharing' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** The leader plays a B♭ instrument: their picker writes each key for it. */
export const LeaderInstrument: Story = {
  args: { instrument: 'b-flat' },
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Share Live' });
    const choice = within(dialog).getByRole('combobox', { name: 'Your instrument' });
    await expect(choice).toHaveValue('b-flat');
    await expect(choice).toHaveAccessibleDescription(
      'Your picker writes each key for it, the concert key beneath.',
    );
    await userEvent.selectOptions(choice, 'E♭ instrument');
    await expect(args.onInstrumentChange).toHaveBeenCalledWith('e-flat');
  },
};

export const Starting: Story = { args: { link: null } };

export const Offline: Story = {
  args: { link: null, problem: 'Sharing live needs the network. Try again once you are online.' },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
