import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Navigation } from '../navigation/navigation.js';
import { SyncStatusBadge } from './sync-status.js';

const meta = {
  title: 'Screens/Sync Status',
  component: SyncStatusBadge,
  args: { status: 'synced' },
  render: (args) => <Navigation onLogOut={() => {}} status={<SyncStatusBadge {...args} />} />,
} satisfies Meta<typeof SyncStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved')).toBeVisible();
  },
};

export const Saving: Story = { args: { status: 'syncing' } };

export const Offline: Story = { args: { status: 'offline' } };

/** Changes made without network, kept on the device until it is back. */
export const OfflineWithChangesWaiting: Story = {
  args: { status: 'offline', waiting: 23 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/23 changes kept on this device/)).toBeInTheDocument();
  },
};
