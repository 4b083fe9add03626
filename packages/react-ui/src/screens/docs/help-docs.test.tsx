import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpScreen } from '../help/help-screen.js';
import { DocsScreen } from './docs-screen.js';

describe('Help and Docs', () => {
  it('Help Center links to the Quick Start and the Docs', () => {
    render(<HelpScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help Center');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/help/quickstart');
    expect(screen.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/help/docs');
    expect(screen.getByText(/no chart books and no play-along recordings/)).toBeInTheDocument();
  });

  it('Docs explain each part and state the true 3 : 2 : 1, never "four times"', () => {
    render(<DocsScreen />);
    for (const name of ['Library', 'Picker', 'Share Live', 'Tunes To Learn', 'Practice']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toContain('3 : 2 : 1 (new : medium : know)');
    expect(text).not.toMatch(/four times/i);
    for (const word of [
      'Next',
      'Skip',
      '↑ and ↓',
      'Tunes To Learn',
      'small Know list',
      'Start New Gig',
      'Reset Picker',
      'Stop Sharing',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).toMatch(/no key comes up twice until every one of the twelve has/);
  });

  it('Docs list their sections, each a link to its heading', () => {
    render(<DocsScreen />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of contents.querySelectorAll('a')) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName, link.textContent ?? '').toMatch(/^H[23]$/);
      expect(target?.textContent).toBe(link.textContent);
    }
    expect(contents.querySelectorAll('a')).toHaveLength(8);
  });
});
