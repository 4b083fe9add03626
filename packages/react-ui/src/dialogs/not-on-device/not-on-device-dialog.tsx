import { Button } from '../../primitives/button/button.js';
import { Dialog, DialogActions } from '../../primitives/dialog/dialog.js';
import { NOT_ON_DEVICE_TITLE } from '../../screens/not-on-device/not-on-device-screen.js';

export interface NotOnDeviceDialogProps {
  /** Loads the dialog again (its code, from the network). */
  onRetry: () => void;
  onClose: () => void;
}

/**
 * In a dialog's place when its code could not be loaded (offline before the app was saved on the
 * device). Closing it is harmless: the button that opened it tries again.
 */
export function NotOnDeviceDialog({ onRetry, onClose }: NotOnDeviceDialogProps) {
  return (
    <Dialog title={NOT_ON_DEVICE_TITLE} onClose={onClose}>
      <p>This has not been saved on this device yet. It opens when you are back online.</p>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="primary" onClick={onRetry} data-autofocus>
          Try Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
