import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeView } from '@tunedeck/core';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { GIG_SET, HISTORY_EVENING, historyLibrary } from '../../test/fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { WelcomeSignedInScreen, type WelcomeSignedInScreenProps } from './welcome-signed-in-screen.js';

// The preference lives in the account; here a local state stands in for it.
function Stateful(args: WelcomeSignedInScreenProps) {
  const [on, setOn] = useState(args.loginToPicker);
  return (
    <WelcomeSignedInScreen
      {...args}
      loginToPicker={on}
      onLoginToPickerChange={(enabled) => {
        setOn(enabled);
        return args.onLoginToPickerChange(enabled);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Welcome Signed In',
  component: WelcomeSignedInScreen,
  args: { name: 'Ella', loginToPicker: false, onLoginToPickerChange: fn(async () => ({ ok: true })) },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof WelcomeSignedInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ella!');
    await expect(canvas.getByRole('link', { name: 'Quick Start' })).toHaveAttribute(
      'href',
      '/help/quickstart',
    );
    await expect(canvas.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/help/docs');
  },
};

export const TogglePreference: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'On login, skip Welcome page and direct me to Picker' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(await canvas.findByText('Your preference has been saved.')).toBeVisible();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onLoginToPickerChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByText('Your preference has been saved.')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const PreferenceOn: Story = { args: { loginToPicker: true } };

export const LongName: Story = { args: { name: 'Maximilianthegreatsaxophonist' } };

export const Narrow320: Story = {
  args: { name: 'Maximilianthegreatsaxophonist' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Home once there is a library: the picker's set with Open Picker, the library by level, the last gig. */
export const WithLibrary: Story = {
  args: { summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open Picker' })).toHaveAttribute('href', '/controller');
    await expect(canvas.getByRole('region', { name: 'Picker' })).toHaveTextContent(
      'Picking from Friday gig, 4 songs',
    );
    await expect(canvas.getByRole('region', { name: 'Last gig' })).toHaveTextContent(
      'Fri 20 Nov 2026, Friday gig: 5 tunes played',
    );
    // The spec's links and preference stay; the welcome text is for new accounts.
    await expect(canvas.getByRole('link', { name: 'Quick Start' })).toBeVisible();
    await expect(canvas.queryByText(/New here\?/)).toBeNull();
  },
};

export const WithLibraryNarrow320: Story = {
  args: { summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const WithLibraryDark: Story = {
  args: { summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  globals: { theme: 'dark' },
};
