import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRACTICE, DEFAULT_STAGE_SETTINGS, type StageSettings } from '@tunedeck/core';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { SettingsScreen } from './settings-screen.js';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  args: {
    email: 'ella@example.com',
    onChangeEmail: fn(),
    onChangePassword: fn(),
    onDeleteAccount: fn(),
    theme: 'system',
    onThemeChange: fn(),
    onExportCsv: fn(),
    onExportBackup: fn(),
    onExportIReal: fn(),
  },
  render: (args) => (
    <AppLayout>
      <SettingsScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Your Account' }));
    await expect(args.onChangeEmail).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onDeleteAccount).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download Backup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download for iReal Pro' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
    await expect(args.onExportBackup).toHaveBeenCalledOnce();
    await expect(args.onExportIReal).toHaveBeenCalledOnce();
  },
};

/** The dark theme, chosen here for this device (the kit follows the system's preference by default). */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const Loading: Story = { args: { email: undefined } };

export const Narrow320: Story = {
  args: { email: 'maximilian.the.great.saxophonist@example-music-school.com' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** On stage: the keys and pedal of this device, changed by pressing the new key. */
export const StageKeys: Story = {
  render: (args) => {
    const [stage, setStage] = useState<StageSettings>(DEFAULT_STAGE_SETTINGS);
    return (
      <AppLayout>
        <SettingsScreen {...args} stage={stage} onStageChange={setStage} />
      </AppLayout>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a Key for NEXT' }));
    await userEvent.keyboard('n');
    await expect(canvas.getByRole('button', { name: 'Remove N from NEXT' })).toBeVisible();
  },
};

/** Practice: the day's limits and all twelve keys; a wrong number says what it takes, a right one saves. */
export const Practice: Story = {
  args: { practice: DEFAULT_PRACTICE, onPracticeChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const minutes = canvas.getByRole('textbox', { name: 'Minutes a day' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Practice Settings' }));
    await expect(minutes).toHaveAccessibleDescription('Enter a whole number of minutes from 5 to 600.');
    await expect(args.onPracticeChange).not.toHaveBeenCalled();
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(canvas.getByRole('checkbox', { name: /all twelve keys/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Practice Settings' }));
    await expect(args.onPracticeChange).toHaveBeenCalledWith({ newPerDay: 3, minutes: 45, allKeys: true });
    await expect(canvas.getByText('Practice settings saved.')).toBeVisible();
  },
};

export const PracticeDark: Story = {
  args: { practice: { newPerDay: 5, minutes: 45, allKeys: true }, onPracticeChange: fn() },
  globals: { theme: 'dark' },
};
