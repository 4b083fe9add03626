import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';

export interface PasswordResetDialogProps {
  onClose: () => void;
}

/** "Forgot Password?" with an empty email: how to ask for a reset link. */
export function PasswordResetDialog({ onClose }: PasswordResetDialogProps) {
  return (
    <Dialog title="Password Reset" onClose={onClose}>
      <div className="td-dialog__body">
        <p>
          To reset your password, type your email address into the Log In form, then click &ldquo;Forgot
          Password?&rdquo; again. We will email you a link to choose a new password.
        </p>
      </div>
      <DialogActions>
        <Button variant="primary" onClick={onClose} data-autofocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
