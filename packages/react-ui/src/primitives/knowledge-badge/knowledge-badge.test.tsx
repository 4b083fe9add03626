import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../breadcrumb/breadcrumb.js';
import { PageHeader } from '../page-header/page-header.js';
import { Spinner } from '../spinner/spinner.js';
import { KnowledgeBadge } from './knowledge-badge.js';

describe('small primitives', () => {
  it('shows knowledge as a word, not colour alone', () => {
    render(
      <>
        <KnowledgeBadge knowledge="new" />
        <KnowledgeBadge knowledge="med" />
        <KnowledgeBadge knowledge="know" />
      </>,
    );
    expect(screen.getByText('New')).toHaveClass('td-knowledge--new');
    expect(screen.getByText('Medium')).toHaveClass('td-knowledge--med');
    expect(screen.getByText('Know')).toHaveClass('td-knowledge--know');
  });

  it('labels the spinner', () => {
    render(<Spinner label="Loading your tunes" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tunes');
  });

  it('draws a breadcrumb of links ending on the current page, under one h1', () => {
    render(
      <PageHeader
        title="Autumn Leaves"
        breadcrumb={
          <Breadcrumb
            items={[
              { label: 'Library', href: '/library' },
              { label: 'Sets', href: '/library/sets' },
              { label: 'Song' },
            ]}
          />
        }
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('LibrarySetsSong');
    expect(screen.getByRole('link', { name: 'Sets' })).toHaveAttribute('href', '/library/sets');
    expect(screen.getByText('Song')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autumn Leaves');
  });
});
