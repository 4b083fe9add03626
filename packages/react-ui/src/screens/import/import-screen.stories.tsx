import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportPreview } from '@tunedeck/core';
import { expect, fn } from 'storybook/test';
import { LONG_TITLE } from '../../test/fixtures.js';
import { onADesk } from '../../test/story-width.js';
import { ImportScreen } from './import-screen.js';

const plain: ImportPreview = {
  added: ['Solar', 'Blue Bossa', 'Nica’s Dream', 'Águas De Março', LONG_TITLE],
  kept: ['Autumn Leaves', 'Nardis'],
  updated: [],
  invalid: [{ where: 'Row 7', title: '', message: 'Title Field Required' }],
  repeated: [{ where: 'Row 9', title: 'Solar' }],
  newSets: ['Jazz Standards', 'Latin'],
  joined: 7,
  writes: 14,
  tooLarge: null,
  charts: 0,
};

/** The same from an iReal Pro playlist: three charts come along, one is left out (too long). */
const preview: ImportPreview = {
  ...plain,
  writes: 17,
  charts: 3,
  chartsLeftOut: [
    {
      where: 'Jazz Standards',
      title: 'Nica’s Dream',
      message: 'A chart holds at most 400 bars; this one has 412.',
    },
  ],
};

const meta = {
  title: 'Screens/Import',
  component: ImportScreen,
  args: {
    state: { step: 'choose' },
    onFile: fn(),
    onPaste: fn(),
    onUpdateChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const read = canvas.getByRole('button', { name: 'Read Pasted Text' });
    await expect(read).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Or paste here' }), 'Solar{enter}Blue Bossa');
    await userEvent.click(read);
    await expect(args.onPaste).toHaveBeenCalledWith('Solar\nBlue Bossa');
    await expect(canvas.getByLabelText('Choose a File')).toHaveAttribute('type', 'file');
  },
};

export const NothingFound: Story = {
  args: { state: { step: 'choose', message: 'This file is not a Tunedeck backup.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is not a Tunedeck backup.');
  },
};

export const Reading: Story = {
  args: { state: { step: 'working', label: 'Checking 5,000 tunes', value: 2000, max: 5000, cancel: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Checking 5,000 tunes' })).toHaveAttribute(
      'value',
      '2000',
    );
    // Nothing is written yet: Cancel stops it.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { state: { step: 'working', label: 'Saving 5,000 new songs', max: 1 } },
  play: async ({ canvas }) => {
    // Under way, how far unknown (the server writes): no value, and no Cancel.
    await expect(canvas.getByRole('progressbar', { name: 'Saving 5,000 new songs' })).not.toHaveAttribute(
      'value',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Preview: Story = {
  args: {
    state: {
      step: 'preview',
      kind: 'ireal',
      source: 'Jazz Standards.html',
      preview,
      problems: [
        {
          where: 'Moment’s Notice',
          message: 'The key "H" is not one of the twelve: the song comes in with a random key.',
        },
      ],
      update: false,
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: /7 tunes from iReal Pro playlists/ })).toBeVisible();
    await expect(canvas.getByText('3 with a chart')).toBeVisible();
    await expect(canvas.getByText('1 tune coming in without the chart the file has')).toBeVisible();
    await expect(canvas.getByText('Row 7: (no title): Title Field Required')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Update the songs I already have/ }));
    await expect(args.onUpdateChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const LargePreview: Story = {
  args: {
    state: {
      step: 'preview',
      kind: 'csv',
      source: 'repertoire.csv',
      preview: {
        ...preview,
        added: Array.from({ length: 5000 }, (_, i) => `Tune ${i + 1}`),
        kept: [],
        invalid: [],
        repeated: [],
        newSets: ['Gig'],
        joined: 5000,
        writes: 10_001,
      },
      problems: [],
      update: false,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('5,000 new songs to add'));
    await expect(canvas.getByText('and 4,950 more')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** On a desk, beside the menu as a sidebar: the preview's table uses the page's width. */
export const OnADesk: Story = {
  ...Preview,
  play: undefined,
  decorators: [onADesk('library')],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const TooLarge: Story = {
  args: {
    state: {
      step: 'preview',
      kind: 'csv',
      source: 'everything.csv',
      preview: {
        ...preview,
        tooLarge:
          'This import would write 21,005 records at once, and one import writes at most 21,000. Split the file in two and import each part.',
      },
      problems: [],
      update: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Split the file in two/);
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

export const NothingToImport: Story = {
  args: {
    state: {
      step: 'preview',
      kind: 'text',
      preview: { ...plain, added: [], newSets: [], invalid: [], repeated: [], joined: 0, writes: 0 },
      problems: [],
      update: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nothing To Import' })).toBeDisabled();
  },
};

const summary = { songs: 412, sets: 6, wishes: 12, exportedAt: '2026-11-20T18:00:00.000Z' };

export const Backup: Story = {
  args: { state: { step: 'backup', summary } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(/412 songs, 6 sets and 12 tunes you want to learn, saved on 2026-11-20/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Backup' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const BackupIntoFullAccount: Story = {
  args: {
    state: {
      step: 'backup',
      summary,
      message:
        'A backup is restored into an empty account, and this one already holds songs or wishes. Import a spreadsheet (CSV) instead, or restore into a new account.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Restore Backup' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/restored into an empty account/);
  },
};

export const Done: Story = {
  args: { state: { step: 'done', preview } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '5 songs added, 0 songs updated, 2 sets made.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to All Songs' })).toHaveAttribute(
      'href',
      '/library/allsongs',
    );
  },
};
