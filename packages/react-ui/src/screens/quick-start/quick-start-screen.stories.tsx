import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { Navigation } from '../navigation/navigation.js';
import { QuickStartScreen } from './quick-start-screen.js';

const meta = {
  title: 'Screens/Quick Start',
  component: QuickStartScreen,
  args: { step: 1, onButton: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof QuickStartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  args: { children: <Navigation onLogOut={() => {}} onlyEnabled={null} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 52')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: 'Close the Quick Start' })).toHaveAttribute(
      'href',
      '/help',
    );
  },
};

export const OneDestination: Story = {
  args: { step: 2, children: <Navigation onLogOut={() => {}} onlyEnabled="library" defaultOpen /> },
};

export const WithButton: Story = {
  args: { step: 13 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onButton).toHaveBeenCalledOnce();
  },
};

export const StepBack: Story = { args: { step: 17 } };

export const QuickStartError: Story = {
  args: {
    step: 17,
    text: 'QuickStart Error: Make sure you have entered exactly 3 songs, and that none of those songs are already in this set.',
  },
};

/** Walks the callout texts with the tour buttons, as the site's wiring would. */
export const Walkthrough: Story = {
  render: (args) => {
    const [step, setStep] = useState(9);
    return <QuickStartScreen {...args} step={step} onButton={() => setStep((n) => n + 1)} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(canvas.getByText('Step 10 of 52')).toBeVisible();
  },
};

export const LastStep: Story = { args: { step: 52 } };

export const Narrow320: Story = {
  args: { step: 41 },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  args: { step: 26 },
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
