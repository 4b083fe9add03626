import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button/button.js';
import { Dialog, DialogActions } from './dialog.js';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Cannot Delete Set', onClose: fn(), children: null },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <Dialog {...args}>
      <p>This set cannot be deleted: at least one set must always exist. Create another set first.</p>
      <DialogActions>
        <Button variant="primary" onClick={args.onClose}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  ),
  play: async ({ args, userEvent }) => {
    const dialog = document.querySelector('dialog')!;
    await expect(dialog).toHaveAccessibleName('Cannot Delete Set');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Got it'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

function OpenerAndDialog({ raised }: { raised?: boolean }) {
  const [open, setOpen] = useState(0);
  return (
    <div className="td-root" style={{ padding: 16 }}>
      <Button onClick={() => setOpen(1)}>Delete Set</Button>
      {open >= 1 ? (
        <Dialog title="Delete Set" onClose={() => setOpen(0)}>
          <p>What should happen to the songs of this set?</p>
          <DialogActions>
            <Button onClick={() => setOpen(0)}>Cancel</Button>
            <Button variant="danger" onClick={() => setOpen(2)}>
              Delete set, and remove songs from Library
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {open === 2 ? (
        <Dialog title="Confirm Remove Songs" onClose={() => setOpen(1)} raised={raised}>
          <p>Only songs that are in no other set are deleted.</p>
          <DialogActions>
            <Button onClick={() => setOpen(1)}>Cancel</Button>
            <Button variant="danger">Confirm</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </div>
  );
}

export const FocusReturnsToOpener: Story = {
  render: () => <OpenerAndDialog />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete Set' });
    await userEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Cancel'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Cancel');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const RaisedOverAnother: Story = {
  render: () => <OpenerAndDialog raised />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Set' }));
    await userEvent.click(document.querySelector<HTMLElement>('.td-button--danger')!);
    await waitFor(() => expect(document.querySelectorAll('dialog[open]')).toHaveLength(2));
  },
};
