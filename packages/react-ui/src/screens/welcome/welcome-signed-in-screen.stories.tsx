import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
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
