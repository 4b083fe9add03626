import { Button } from '../../primitives/button/button.js';

export interface UpdatePromptProps {
  /** A new version is installed and waits: offer to reload. Otherwise: the site now works offline. */
  needsReload: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * The installable app's news: a new version is ready (it waits for the musician's Reload, never
 * reloading by itself mid-gig), or the site can now open with no network.
 */
export function UpdatePrompt({ needsReload, onReload, onDismiss }: UpdatePromptProps) {
  return (
    <div className="td-root td-update" role="status">
      <p className="td-update__text">
        {needsReload
          ? 'A new version of Tunedeck is ready. Reload when you are between tunes.'
          : 'Tunedeck now opens with no network too.'}
      </p>
      <div className="td-update__actions">
        {needsReload ? (
          <>
            <Button onClick={onDismiss}>Later</Button>
            <Button variant="primary" onClick={onReload}>
              Reload
            </Button>
          </>
        ) : (
          <Button onClick={onDismiss}>OK</Button>
        )}
      </div>
    </div>
  );
}
