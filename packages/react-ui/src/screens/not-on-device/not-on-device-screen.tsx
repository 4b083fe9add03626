import { OfflineIcon } from '../../internal/icons.js';
import { Button } from '../../primitives/button/button.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';

/** The heading of a page or dialog whose code is not on the device yet. */
export const NOT_ON_DEVICE_TITLE = 'Not on this device yet';

export interface NotOnDeviceScreenProps {
  /** Loads the page again (its code, from the network). */
  onRetry: () => void;
}

/**
 * In a page's place when its code could not be loaded: the first visit went offline before the app
 * was saved on the device. It opens once the network is back.
 */
export function NotOnDeviceScreen({ onRetry }: NotOnDeviceScreenProps) {
  return (
    <div className="td-root">
      <PageHeader title={NOT_ON_DEVICE_TITLE} />
      <div className="td-screen-body">
        <EmptyState
          icon={<OfflineIcon />}
          action={
            <Button variant="primary" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          <p>This page has not been saved on this device yet. It opens when you are back online.</p>
        </EmptyState>
      </div>
    </div>
  );
}
