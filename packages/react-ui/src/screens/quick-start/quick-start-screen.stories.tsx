import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AddSongDialog } from '../../dialogs/add-song/add-song-dialog.js';
import { QuickStartErrorDialog } from '../../dialogs/quickstart-error/quickstart-error-dialog.js';
import { DialogAsideContext } from '../../primitives/dialog/dialog.js';
import { GIG_SET, gigLibrary, pickerWith } from '../../test/fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { Navigation } from '../navigation/navigation.js';
import { PickerScreen } from '../picker/picker-screen.js';
import { SetScreen } from '../set/set-screen.js';
import { QuickStartScreen } from './quick-start-screen.js';

const noop = () => {};
const setScreen = (menuOpen = false) => (
  <SetScreen
    library={gigLibrary}
    setId={GIG_SET}
    pickerSetId={null}
    onMenuAction={noop}
    menuDefaultOpen={menuOpen}
  />
);

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

/** Step 7 on the real set page: only the set's menu can be used; the callout floats beside it. */
export const OnTheSetPage: Story = {
  args: {
    step: 7,
    tour: { step: 7, setId: GIG_SET },
    children: (
      <>
        <Navigation onLogOut={noop} onlyEnabled={null} />
        {setScreen()}
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Set menu' });
    await expect(menu).toHaveAttribute('data-tour-target');
    // Everything else on the screen is inert: the main menu, the songs.
    await expect(canvasElement.querySelector('.td-nav')?.closest('[inert]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /^Autumn Leaves/ }).closest('[inert]')).not.toBeNull();
  },
};

/** Step 8: the set's menu is open and only Add New Song can be chosen. */
export const OneMenuEntry: Story = {
  args: {
    step: 8,
    tour: { step: 8, setId: GIG_SET },
    children: (
      <>
        <Navigation onLogOut={noop} onlyEnabled={null} />
        {setScreen(true)}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add New Song' })).toHaveAttribute('data-tour-target');
    await expect(canvas.getByRole('button', { name: 'Delete Set' }).closest('[inert]')).not.toBeNull();
  },
};

/** Step 9 in Add Song: the callout rides at the top of the dialog; Add Song waits for step 12. */
export const InADialog: Story = {
  args: {
    step: 9,
    tour: { step: 9, setId: GIG_SET },
    children: (
      <>
        <Navigation onLogOut={noop} onlyEnabled={null} />
        {setScreen()}
        <AddSongDialog
          library={gigLibrary}
          target={{ kind: 'set', setId: GIG_SET }}
          onSubmit={noop}
          onClose={noop}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog') as HTMLDialogElement;
    await expect(dialog.querySelector('.td-tour__dialog-callout')).toHaveTextContent('Step 9 of 52');
    const add = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Add Song');
    await expect(add).toHaveAttribute('inert');
    // One callout: the page's own, behind the dialog's backdrop, is not drawn as a ghost copy.
    const onPage = canvasElement.querySelector('.td-tour__callout') as HTMLElement;
    await expect(onPage).not.toBeVisible();
  },
};

/** Step 17's check failed: the QuickStart Error over the set page, the tour back at step 16. */
export const QuickStartError: Story = {
  args: {
    step: 16,
    tour: { step: 16, setId: GIG_SET, lines: 'Solar' },
    children: (
      <>
        <Navigation onLogOut={noop} onlyEnabled={null} />
        {setScreen()}
        <DialogAsideContext.Provider value={null}>
          <QuickStartErrorDialog onClose={noop} />
        </DialogAsideContext.Provider>
      </>
    ),
  },
};

/** Steps 31–38 on the Picker: NEXT, with the callout above or below it. */
export const OnThePicker: Story = {
  args: {
    step: 31,
    tour: { step: 31, setId: GIG_SET },
    children: (
      <>
        <Navigation onLogOut={noop} onlyEnabled={null} />
        <PickerScreen
          view={pickerWith('new')}
          onNext={noop}
          onSkip={noop}
          onRaise={noop}
          onLower={noop}
          onOpenNotes={noop}
          onChangeSet={noop}
          onMenuAction={noop}
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toHaveAttribute('data-tour-target');
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
