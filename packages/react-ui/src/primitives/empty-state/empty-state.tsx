import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A decorative icon above the sentence. */
  icon?: ReactNode;
  /** What is empty, in the spec's words. */
  children: ReactNode;
  /** The next thing to do, as a button. */
  action?: ReactNode;
}

/** What an empty list shows: a sentence and the next action, centred in the space the list would take. */
export function EmptyState({ icon, children, action }: EmptyStateProps) {
  return (
    <div className="td-empty">
      {icon ? <div className="td-empty__icon">{icon}</div> : null}
      <div className="td-empty__text">{children}</div>
      {action ? <div className="td-empty__action">{action}</div> : null}
    </div>
  );
}
