import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GIG_SET, gigLibrary } from '../../test/fixtures.js';
import { AddSongDialog } from './add-song-dialog.js';

const meta = {
  title: 'Dialogs/Add Song',
  component: AddSongDialog,
  args: {
    library: gigLibrary,
    target: { kind: 'set', setId: GIG_SET },
    onSubmit: fn(),
    onAlreadyInLibrary: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddSongDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).getByRole('dialog', { name });

/** On a set page: "Song Already In Set" live, and a library title leads to Already In Library. */
export const ToSet: Story = {
  play: async ({ args, userEvent }) => {
    const form = dialog("Add Song to 'Friday gig'");
    const input = within(form).getByLabelText('Title');
    const add = within(form).getByRole('button', { name: 'Add Song' });
    await userEvent.type(input, 'x');
    await userEvent.clear(input);
    await expect(input).toHaveAccessibleDescription('Title Field Required');
    await expect(add).toBeDisabled();
    await userEvent.type(input, 'solar');
    await expect(input).toHaveAccessibleDescription('Song Already In Set');
    await userEvent.clear(input);
    await userEvent.type(input, 'Giant Steps');
    await userEvent.selectOptions(within(form).getByLabelText('Key'), 'B♭');
    await userEvent.click(within(form).getByRole('radio', { name: /New/ }));
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Giant Steps',
      key: 'B flat',
      knowledge: 'new',
      notes: '',
      setIds: [],
    });
  },
};

/** On All Songs: "Song Already In Library" live, and the sets the song joins. */
export const ToLibrary: Story = {
  args: { target: { kind: 'library' } },
  play: async ({ userEvent }) => {
    const form = dialog('Add Song To Library');
    const input = within(form).getByLabelText('Title');
    await userEvent.type(input, 'BLUE BOSSA');
    await expect(input).toHaveAccessibleDescription('Song Already In Library');
    await userEvent.clear(input);
    await userEvent.type(input, '.Blue');
    await expect(input).toHaveAccessibleDescription("Can't start or end with '.'");
    await userEvent.clear(input);
    await userEvent.type(input, 'Blue..Train');
    await expect(input).toHaveAccessibleDescription("Title Must Not Include '..'");
    await expect(within(form).getByRole('checkbox', { name: 'Practice' })).not.toBeChecked();
    await expect(within(form).getAllByRole('option')).toHaveLength(13);
  },
};

/** The wish list's check-mark: the library form with the tune's title filled in. */
export const MoveWishIntoLibrary: Story = {
  args: { target: { kind: 'library' }, initialTitle: 'Giant Steps' },
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** A phone on its side: the form in two columns. */
export const Landscape: Story = {
  args: { target: { kind: 'library' } },
  globals: { viewport: { value: 'phone', isRotated: true } },
};

export const Desktop1280: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
