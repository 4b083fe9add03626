import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { Link } from '../../primitives/link/link.js';

export interface NetworkErrorDialogProps {
  /** What went wrong, shown under "Error Details" (e.g. "Picker coding error"). */
  details?: string | undefined;
  onClose: () => void;
  /** @default '/contact' */
  contactHref?: string;
}

/** Any unexpected failure: what probably happened, the details on demand, and a way to reach us. */
export function NetworkErrorDialog({ details, onClose, contactHref = '/contact' }: NetworkErrorDialogProps) {
  return (
    <Dialog title="Network Error" onClose={onClose}>
      <div className="td-dialog__body">
        <p>
          A network error has occured. The action you just took was probably invalidated. Common causes
          include a poor internet connection, a problem at the server, a problem in the network. If you
          receive an error that you think is unrelated to these, <Link href={contactHref}>contact us</Link>.
        </p>
        <details className="td-details">
          <summary>Error Details</summary>
          <p className="td-details__text">{details || 'No details were given.'}</p>
        </details>
      </div>
      <DialogActions>
        <Button variant="primary" onClick={onClose} data-autofocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
