import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu.js';

const items = [
  { id: 'gig', label: 'Start New Gig' },
  { id: 'reset', label: 'Reset Picker', disabled: true },
  { id: 'docs', label: 'Docs', href: '/help/docs' },
];

describe('Menu', () => {
  it('opens a list of real buttons and links, focusing the first', async () => {
    render(<Menu items={items} onSelect={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Start New Gig' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Start New Gig' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reset Picker' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/help/docs');
  });

  it('moves with the arrow keys and closes on Escape, back on the trigger', async () => {
    render(<Menu items={items} onSelect={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Start New Gig' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports the chosen entry, closes, and closes on a click outside', async () => {
    const onSelect = vi.fn();
    render(
      <>
        <Menu items={items} onSelect={onSelect} />
        <p>outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start New Gig' }));
    expect(onSelect).toHaveBeenCalledWith('gig');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Menu, told to others (the Quick Start)', () => {
  it('tells when it opens and closes, and a choice before the close it causes', async () => {
    const heard: string[] = [];
    render(
      <Menu
        items={items}
        onSelect={(id) => heard.push(`chose ${id}`)}
        onOpenChange={(open) => heard.push(open ? 'opened' : 'closed')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start New Gig' }));
    expect(heard).toEqual(['opened', 'closed', 'opened', 'chose gig', 'closed']);
  });

  it('can start open', () => {
    render(<Menu items={items} onSelect={() => {}} defaultOpen />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Start New Gig' })).toBeVisible();
  });
});
