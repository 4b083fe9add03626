import { countOf } from '@tunedeck/core';
import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface ConfirmLogOutDialogProps {
  /** Changes kept on this device that the server does not have yet (`client.state.waiting`). */
  waiting: number;
  onLogOut: () => void;
  onClose: () => void;
}

/**
 * Logging out forgets this device's copy of the musician's data: with changes made offline still
 * waiting for the network, that would lose them, so the app asks first. Staying is the default.
 */
export function ConfirmLogOutDialog({ waiting, onLogOut, onClose }: ConfirmLogOutDialogProps) {
  const changes = countOf(waiting, 'change');
  return (
    <Dialog title="Changes Not Sent" onClose={onClose}>
      <div className="td-dialog__body">
        <p>
          {changes} made on this device {waiting === 1 ? 'is' : 'are'} not on the server yet: there is no
          network. They are sent by themselves when it is back.
        </p>
        <p>Logging out now loses {waiting === 1 ? 'it' : 'them'}.</p>
      </div>
      <DialogActions>
        <Button onClick={onLogOut}>Log Out Anyway</Button>
        <Button variant="primary" onClick={onClose} data-autofocus>
          Stay Logged In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
