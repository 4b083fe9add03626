import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Change, describeRefusedWrite } from '@tunedeck/core';
import { buildLibrary, setIdOf } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { NotSavedDialog } from './not-saved-dialog.js';

// The library after the other device added "Footprints": core tells the refused change against it.
const library = buildLibrary({ sets: { 'Friday Gig': ['Footprints', 'Solar', 'Nardis'] } });
const gig = setIdOf(library, 'Friday Gig');
const addFootprints: Change = {
  ops: [
    {
      type: 'create',
      collection: 'songs',
      record: {
        id: 'mine00000000001',
        title: 'Footprints',
        key: 'F',
        knowledge: 'new',
        notes: 'Slow swing, 3/4',
        composer: '',
        style: '',
        created: 0,
      },
    },
    {
      type: 'create',
      collection: 'memberships',
      record: { id: 'mine00000000002', set: gig, song: 'mine00000000001' },
    },
  ],
};
const titleTaken = describeRefusedWrite(
  { id: 1, change: addFootprints, at: 0, code: 'title-taken' },
  library,
);
const deletedMeanwhile = describeRefusedWrite(
  {
    id: 2,
    change: {
      ops: [{ type: 'update', collection: 'songs', id: 'gone00000000001', patch: { knowledge: 'know' } }],
    },
    at: 0,
    code: 'not-found',
  },
  library,
);

const meta = {
  title: 'Dialogs/Not Saved',
  component: NotSavedDialog,
  args: { change: titleTaken, onKeepBoth: fn(), onDismiss: fn() },
} satisfies Meta<typeof NotSavedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title added on another device meanwhile: the musician can still save theirs under a free one. */
export const TitleTakenMeanwhile: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Not Saved' });
    await expect(
      within(dialog).getByText('Add “Footprints” (key F, New, notes: Slow swing, 3/4)'),
    ).toBeVisible();
    const keep = within(dialog).getByRole('button', { name: 'Save mine as “Footprints (2)”' });
    await expect(keep).toHaveFocus();
    await userEvent.click(keep);
    await expect(args.onKeepBoth).toHaveBeenCalledWith(1);
  },
};

/** Several refused changes: they come one at a time. */
export const SeveralRefused: Story = { args: { count: 3 } };

/** A change to a song deleted on another device: nothing to save it into, so it is only told. */
export const SongDeletedMeanwhile: Story = {
  args: { change: deletedMeanwhile },
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Not Saved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(2);
  },
};
