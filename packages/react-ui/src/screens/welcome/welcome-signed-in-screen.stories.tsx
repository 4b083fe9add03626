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

/**
 * Each word of `element` on one line: never broken (a double-barrelled name may wrap after its hyphen,
 * as a musician would write it), and nothing wider than the screen.
 */
async function wordsWhole(element: Element) {
  const text = element.firstChild!;
  for (const word of (text.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
    const range = document.createRange();
    range.setStart(text, word.index);
    range.setEnd(text, word.index + word[0].length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect({ word: word[0], lines: lines.size }).toEqual({ word: word[0], lines: 1 });
  }
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}

/** The account's name is the email's local part: greeted by the name it starts with. */
export const NameFromEmail: Story = {
  args: { name: 'John.smith84' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, John!');
  },
};

/** A double-barrelled name, whole. */
export const LongName: Story = {
  args: { name: 'Jean-christophe.dubois' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Jean-Christophe!');
  },
};

/** A long name on the narrowest phone: every word whole, never cut three letters a line. */
export const Narrow320: Story = {
  args: { name: 'Konstantinos.papadopoulos84' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Welcome, Konstantinos!');
    await wordsWhole(heading);
  },
};

/** The longest name greeted (20 letters, core's GREETING_NAME_MAX), whole on a 320px phone. */
export const LongestName320: Story = {
  args: { name: 'Wolfgangamadeusmozar' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await wordsWhole(canvas.getByRole('heading', { level: 1 }));
  },
};

/** An address that is no one's name ("info@…"): a greeting without one. */
export const NoName: Story = {
  args: { name: 'Info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome!$/);
  },
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

/** On the narrowest phone: the greeting whole, every card's link a 44px target. */
export const WithLibraryNarrow320: Story = {
  args: { summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await wordsWhole(canvas.getByRole('heading', { level: 1 }));
    for (const name of ['Friday gig', 'Library', 'Last gig', 'Tunes I Want To Learn', 'Open Picker']) {
      const box = canvas.getByRole('link', { name }).getBoundingClientRect();
      await expect({ name, tall: box.height >= 44 }).toEqual({ name, tall: true });
    }
  },
};

/** Returning with a library, from an address that is no one's name: welcomed back. */
export const WithLibraryNoName: Story = {
  args: { name: '12345', summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back!$/);
  },
};

export const WithLibraryDark: Story = {
  args: { summary: homeView(historyLibrary, GIG_SET, HISTORY_EVENING), timeZone: 'UTC' },
  globals: { theme: 'dark' },
};
