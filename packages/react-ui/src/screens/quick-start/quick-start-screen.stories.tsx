import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AddSongDialog } from '../../dialogs/add-song/add-song-dialog.js';
import { QuickStartErrorDialog } from '../../dialogs/quickstart-error/quickstart-error-dialog.js';
import { Button } from '../../primitives/button/button.js';
import { DialogAsideContext } from '../../primitives/dialog/dialog.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { GIG_SET, gigLibrary, pickerWith } from '../../test/fixtures.js';
import { atWidth } from '../../test/story-width.js';
import { HelpScreen } from '../help/help-screen.js';
import { Navigation } from '../navigation/navigation.js';
import { PickerScreen } from '../picker/picker-screen.js';
import { SetScreen } from '../set/set-screen.js';
import { SongScreen } from '../song/song-screen.js';
import { QuickStartScreen } from './quick-start-screen.js';
import { TOUR_ALREADY_GREEN_TEXT, TOUR_LOST_TEXT } from './steps.js';

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
/** The app's menu as the site gives it to the tour: a sidebar from 1024px wide. */
const menu = (props: { onlyEnabled?: 'library' | null; defaultOpen?: boolean } = {}) => (
  <Navigation desktopSidebar onLogOut={noop} onlyEnabled={props.onlyEnabled ?? null} {...props} />
);
const picker = (knowledge: 'new' | 'know') => (
  <PickerScreen
    view={pickerWith(knowledge)}
    onNext={noop}
    onSkip={noop}
    onRaise={noop}
    onLower={noop}
    onOpenNotes={noop}
    onChangeSet={noop}
    onMenuAction={noop}
  />
);
const addSong = (
  <>
    {setScreen()}
    <AddSongDialog
      library={gigLibrary}
      target={{ kind: 'set', setId: GIG_SET }}
      onSubmit={noop}
      onClose={noop}
    />
  </>
);

/** As the site draws the tour: in the app's frame, its main region. */
const inTheApp: Decorator = (Story) => (
  <AppLayout>
    <main>
      <Story />
    </main>
  </AppLayout>
);
const at = (value: string, isRotated = false) => ({ viewport: { value, isRotated } });
const dark = (value: string, isRotated = false) => ({ ...at(value, isRotated), theme: 'dark' });

const visible = (element: Element) => element.getClientRects().length > 0;
const overlaps = (a: DOMRect, b: DOMRect) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;

/**
 * The tour as the issue wants it: the step bar and the callout on screen, the callout covering nothing
 * the step points at (or the `alsoClear` controls beside it), and that on screen.
 */
async function looksRight(canvasElement: HTMLElement, alsoClear: readonly Element[] = []) {
  const page = canvasElement.ownerDocument;
  const view = page.defaultView as Window;
  const inView = (box: DOMRect) => box.top >= -1 && box.bottom <= view.innerHeight + 1;
  await waitFor(() => {
    const scope = page.querySelector('dialog[open]') ?? page;
    const callout = [...scope.querySelectorAll('[aria-label="Tour step"]')].find(visible) as Element;
    const counter = [...scope.querySelectorAll('.td-tour__counter')].find(visible) as Element;
    expect(inView(counter.getBoundingClientRect())).toBe(true);
    const box = callout.getBoundingClientRect();
    expect(inView(box)).toBe(true);
    const rings = [...scope.querySelectorAll('[data-tour-target], [data-tour-highlight]')].filter(visible);
    for (const other of [...rings, ...alsoClear])
      expect(overlaps(box, other.getBoundingClientRect())).toBe(false);
    const first = rings[0]?.getBoundingClientRect();
    if (first)
      expect(first.top >= counter.getBoundingClientRect().bottom && first.top < view.innerHeight).toBe(true);
  });
}

const meta = {
  title: 'Screens/Quick Start',
  component: QuickStartScreen,
  args: { step: 1, onButton: fn(), onBack: fn(), onClose: fn(), onMenuShown: fn() },
} satisfies Meta<typeof QuickStartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 over Help: kept under the bar, the callout covers nothing of the page (its title in view). */
export const FirstStep: Story = {
  args: { navigation: menu(), children: <HelpScreen /> },
  decorators: [inTheApp],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Step 1 of 52')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: 'Close the Quick Start' })).toHaveAttribute(
      'href',
      '/help',
    );
    await looksRight(canvasElement, [canvas.getByRole('heading', { name: 'Help Center' })]);
  },
};

export const FirstStepTallDark: Story = { ...FirstStep, globals: dark('tall') };

/**
 * Step 1 on a wide desk: the menu is the sidebar, always open, as on the app's other pages; the step
 * says so and moves on by its button instead of asking to open it.
 */
export const FirstStepOnADesk: Story = {
  ...FirstStep,
  globals: dark('wide'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await waitFor(() => expect(canvas.getByText(/The menu on the left takes you everywhere/)).toBeVisible());
    await expect(canvasElement.querySelector('.td-nav__list')).toHaveAttribute('data-tour-highlight');
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onMenuShown).toHaveBeenCalledOnce();
  },
};

export const OneDestination: Story = {
  args: {
    step: 2,
    navigation: menu({ onlyEnabled: 'library', defaultOpen: true }),
    children: <HelpScreen />,
  },
  decorators: [inTheApp],
  play: async ({ canvasElement }) => looksRight(canvasElement),
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
  args: { step: 7, tour: { step: 7, setId: GIG_SET }, navigation: menu(), children: setScreen() },
  decorators: [inTheApp],
  play: async ({ canvas, canvasElement }) => {
    const setMenu = canvas.getByRole('button', { name: 'Set menu' });
    await expect(setMenu).toHaveAttribute('data-tour-target');
    // Everything else on the screen is inert: the main menu, the songs.
    await expect(canvasElement.querySelector('.td-nav')?.closest('[inert]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: /^Autumn Leaves/ }).closest('[inert]')).not.toBeNull();
    await looksRight(canvasElement);
  },
};

/** Step 8: the set's menu is open and only Add New Song can be chosen. */
export const OneMenuEntry: Story = {
  args: { step: 8, tour: { step: 8, setId: GIG_SET }, navigation: menu(), children: setScreen(true) },
  decorators: [inTheApp],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Add New Song' })).toHaveAttribute('data-tour-target');
    await expect(canvas.getByRole('button', { name: 'Delete Set' }).closest('[inert]')).not.toBeNull();
    await looksRight(canvasElement);
  },
};

/** Step 9 in Add Song: the callout rides at the top of the dialog; Add Song waits for step 12. */
export const InADialog: Story = {
  args: { step: 9, tour: { step: 9, setId: GIG_SET }, navigation: menu(), children: addSong },
  decorators: [inTheApp],
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

/** Step 10, opened directly too: the callout asks for the key, and the key's field is what it rings. */
export const KeyInTheDialog: Story = {
  args: { step: 10, tour: { step: 10, setId: GIG_SET }, navigation: menu(), children: addSong },
  decorators: [inTheApp],
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog') as HTMLDialogElement;
    const key = dialog.querySelector('select') as HTMLSelectElement;
    await waitFor(() => expect(key.closest('[data-tour-target]')).not.toBeNull());
    await expect(dialog.querySelector('.td-tour__dialog-callout')).toHaveTextContent('Pick its key');
    await looksRight(canvasElement);
  },
};

export const KeyInTheDialogSmall: Story = { ...KeyInTheDialog, globals: at('small') };

/**
 * Step 11: the knowledge choices are scrolled into the dialog's view under its callout, ringed; no
 * button passes the step, a choice does (the one already chosen too).
 */
export const KnowledgeChoices: Story = {
  args: { step: 11, tour: { step: 11, setId: GIG_SET }, navigation: menu(), children: addSong },
  decorators: [inTheApp],
  globals: at('tall'),
  play: async ({ canvasElement, args, userEvent }) => {
    const page = canvasElement.ownerDocument;
    const dialog = page.querySelector('dialog') as HTMLDialogElement;
    const choices = dialog.querySelector('fieldset') as HTMLFieldSetElement;
    await waitFor(() => expect(choices).toHaveAttribute('data-tour-target'));
    await expect([...dialog.querySelectorAll('button')].some((b) => b.textContent === 'Got it')).toBe(false);
    await waitFor(() => {
      const box = choices.getBoundingClientRect();
      const callout = (
        dialog.querySelector('.td-tour__dialog-callout') as HTMLElement
      ).getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(callout.bottom);
      expect(box.bottom).toBeLessThanOrEqual(Math.min(dialog.getBoundingClientRect().bottom, innerHeight));
    });
    await userEvent.click(choices.querySelector('input[value="know"]') as HTMLInputElement);
    await waitFor(() => expect(args.onButton).toHaveBeenCalledOnce());
  },
};

export const KnowledgeChoicesSmallDark: Story = { ...KnowledgeChoices, globals: dark('small') };

export const KnowledgeChoicesLandscape: Story = {
  ...KnowledgeChoices,
  globals: at('tall', true),
  // A phone on its side has no room for all three choices under the callout: they start in view.
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog') as HTMLDialogElement;
    const choices = dialog.querySelector('fieldset') as HTMLFieldSetElement;
    await waitFor(() => expect(choices).toHaveAttribute('data-tour-target'));
    await waitFor(() => {
      const callout = (
        dialog.querySelector('.td-tour__dialog-callout') as HTMLElement
      ).getBoundingClientRect();
      const first = (choices.querySelector('input') as HTMLInputElement).getBoundingClientRect();
      expect(first.top).toBeGreaterThanOrEqual(callout.bottom);
      expect(first.bottom).toBeLessThanOrEqual(innerHeight);
    });
  },
};

/** Step 17's check failed: the QuickStart Error over the set page, the tour back at step 16. */
export const QuickStartError: Story = {
  args: {
    step: 16,
    tour: { step: 16, setId: GIG_SET, lines: 'Solar' },
    navigation: menu(),
    children: (
      <>
        {setScreen()}
        <DialogAsideContext.Provider value={null}>
          <QuickStartErrorDialog onClose={noop} />
        </DialogAsideContext.Provider>
      </>
    ),
  },
  decorators: [inTheApp],
};

/** Step 20 on a small phone: the song page scrolls to the knowledge; the step bar stays in view. */
export const KnowledgeOnTheSongPage: Story = {
  args: {
    step: 20,
    tour: { step: 20, setId: GIG_SET },
    navigation: menu(),
    children: (
      <SongScreen
        library={gigLibrary}
        songId={Object.values(gigLibrary.songs).find((song) => song.title === 'Blue Bossa')?.id ?? ''}
        setId={GIG_SET}
        initialEditing="knowledge"
        onEditTitle={noop}
        onEditKey={noop}
        onEditKnowledge={noop}
        onEditNotes={noop}
        onEditSets={noop}
        onEditDetail={noop}
        onDelete={noop}
      />
    ),
  },
  decorators: [inTheApp],
  globals: at('small'),
  play: async ({ canvasElement }) => looksRight(canvasElement),
};

/** Steps 31–38 on the Picker: the callout points at NEXT and leaves SKIP, ↑ and ↓ clear. */
export const OnThePicker: Story = {
  args: { step: 31, tour: { step: 31, setId: GIG_SET }, navigation: menu(), children: picker('new') },
  decorators: [inTheApp],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toHaveAttribute('data-tour-target');
    await looksRight(canvasElement, [
      canvas.getByRole('button', { name: 'SKIP' }),
      canvas.getByRole('button', { name: 'Raise knowledge' }),
      canvas.getByRole('button', { name: /^Lower knowledge/ }),
      canvas.getByRole('heading', { level: 1, name: 'Solar' }),
    ]);
  },
};

export const NextOnASmallPhone: Story = { ...OnThePicker, globals: at('small') };
export const NextLandscapeDark: Story = { ...OnThePicker, globals: dark('tall', true) };
export const NextOnATablet: Story = { ...OnThePicker, globals: at('tablet') };

/** Step 45 with a green tune: ↑ is off, and the callout says so beside it, with its own button. */
export const AlreadyGreen: Story = {
  args: {
    step: 45,
    tour: { step: 45, setId: GIG_SET },
    tuneIsKnow: true,
    navigation: menu(),
    children: picker('know'),
  },
  decorators: [inTheApp],
  globals: at('tall'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(TOUR_ALREADY_GREEN_TEXT)).toBeInTheDocument();
    const raise = canvas.getByRole('button', { name: 'Raise knowledge' });
    await expect(raise).toBeDisabled();
    await expect(raise).toHaveAttribute('data-tour-highlight');
    await expect(canvas.getByRole('button', { name: 'It is already green' })).toBeVisible();
    await looksRight(canvasElement);
  },
};

export const AlreadyGreenOnADeskDark: Story = { ...AlreadyGreen, globals: dark('desktop') };

/**
 * A step opened directly without what the tour makes on the way: the callout says so in the page's
 * words and points at the way to start again, not at the step's own control.
 */
export const LostTour: Story = {
  args: {
    step: 10,
    text: TOUR_LOST_TEXT,
    targets: [{ text: 'Start the Quick Start again' }],
    navigation: menu(),
    children: (
      <EmptyState
        action={
          <Button variant="primary" onClick={noop}>
            Start the Quick Start again
          </Button>
        }
      >
        <p>The set and songs this step works on are not in your library.</p>
      </EmptyState>
    ),
  },
  decorators: [inTheApp],
  globals: at('tall'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Start the Quick Start again' })).toHaveAttribute(
      'data-tour-target',
    );
    await expect(canvas.queryByRole('button', { name: 'Got it' })).toBeNull();
    await looksRight(canvasElement);
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
