import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface PasswordResetSentDialogProps {
  /** The address the link went to. */
  email: string;
  onClose: () => void;
}

/** The reset link is on its way. */
export function PasswordResetSentDialog({ email, onClose }: PasswordResetSentDialogProps) {
  return (
    <Dialog title="Password Reset Sent" onClose={onClose}>
      <div className="td-dialog__body">
        <p className="td-dialog__subject">An email with a reset link was sent to &lsquo;{email}&rsquo;.</p>
        <p>It may take a few minutes to arrive; check your spam folder too.</p>
      </div>
      <DialogActions>
        <Button variant="primary" onClick={onClose} data-autofocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
