import { type Knowledge, knowledgeLabel } from '@tunedeck/core';
import { cx } from '../../internal/cx.js';

export interface KnowledgeBadgeProps {
  knowledge: Knowledge;
  className?: string;
}

/** The knowledge colour with its word ("New", "Medium", "Know"): never colour alone. */
export function KnowledgeBadge({ knowledge, className }: KnowledgeBadgeProps) {
  return (
    <span className={cx('td-knowledge', `td-knowledge--${knowledge}`, className)}>
      <span className="td-knowledge__dot" aria-hidden="true" />
      {knowledgeLabel(knowledge)}
    </span>
  );
}
