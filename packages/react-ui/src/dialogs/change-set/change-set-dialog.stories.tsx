import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildLibrary } from '@tunedeck/core/testing';
import { expect, fn, within } from 'storybook/test';
import { GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { ChangeSetDialog } from './change-set-dialog.js';

const meta = {
  title: 'Dialogs/Change Set',
  component: ChangeSetDialog,
  args: { sets: Object.values(gigLibrary.sets), current: GIG_SET, onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof ChangeSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Change Set' });
    const radios = within(dialog).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Empty set',
      'Friday gig',
      'Practice',
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Practice' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

const manySets = buildLibrary({
  sets: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`Set ${i + 1}`, []])),
});

export const ManySets: Story = { args: { sets: Object.values(manySets.sets), current: null } };
