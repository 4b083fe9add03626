import { WarningIcon } from '../../internal/icons.js';
import { EmptyState } from '../../primitives/empty-state/empty-state.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { Spinner } from '../../primitives/spinner/spinner.js';

export interface EmailAuthScreenProps {
  /** The confirmation failed: the spinner stops and says so (a spinner always ends). */
  failed?: boolean;
  /** Where "Back to Tunedeck" leads. @default '/' */
  homeHref?: string;
}

/** /email_auth: a spinner while the verification link is confirmed and the session refreshed. */
export function EmailAuthScreen({ failed, homeHref = '/' }: EmailAuthScreenProps) {
  return (
    <div className="td-root td-layout">
      <main className="td-column td-center-page">
        <h1 className="td-visually-hidden">Email verification</h1>
        {failed ? (
          <div role="alert">
            <EmptyState
              icon={<WarningIcon />}
              action={<ButtonLink href={homeHref}>Back to Tunedeck</ButtonLink>}
            >
              <p>We could not confirm your email. The link may have expired or already been used.</p>
            </EmptyState>
          </div>
        ) : (
          <Spinner label="Confirming your email" showLabel />
        )}
      </main>
    </div>
  );
}
