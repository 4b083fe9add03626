import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotesDialog } from './notes-dialog.js';

const meta = {
  title: 'Dialogs/Notes',
  component: NotesDialog,
  args: {
    title: 'Autumn Leaves',
    notes: 'Intro: last 4 bars.\nSolo order: sax, piano, bass.\nEnd on the tag.',
    onClose: fn(),
  },
} satisfies Meta<typeof NotesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};
export const NoNotes: Story = { args: { notes: '' } };
export const LongNotes: Story = {
  args: {
    notes: Array.from({ length: 40 }, (_, i) => `Chorus ${i + 1}: trade fours with the drums.`).join('\n'),
  },
};
