import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TunedeckProvider } from '../../provider/provider.js';
import { signedInClient } from '../../test/fixtures.js';
import { Navigation } from './navigation.js';

describe('Navigation', () => {
  it('lists every destination as a real link, and Log Out as a button', async () => {
    const onLogOut = vi.fn();
    const onOpenChange = vi.fn();
    render(<Navigation onLogOut={onLogOut} onOpenChange={onOpenChange} current="help" />);
    const trigger = screen.getByRole('button', { name: 'Main menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const hrefs = ['Picker', 'Library', 'Tunes To Learn', 'Help', 'Settings', 'Contact Us'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/controller',
      '/library',
      '/tunesiwanttolearn',
      '/help',
      '/settings',
      '/contact',
    ]);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('navigates in the app through the provider and closes', async () => {
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    render(
      <TunedeckProvider client={signedInClient()} navigate={navigate}>
        <Navigation onLogOut={vi.fn()} onNavigate={onNavigate} defaultOpen />
      </TunedeckProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Tunes To Learn' }));
    expect(onNavigate).toHaveBeenCalledWith('tunes-to-learn');
    expect(navigate).toHaveBeenCalledWith('/tunesiwanttolearn');
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Quick Start: only one destination can be chosen', async () => {
    const onNavigate = vi.fn();
    render(<Navigation onLogOut={vi.fn()} onNavigate={onNavigate} onlyEnabled="picker" defaultOpen />);
    for (const name of ['Library', 'Tunes To Learn', 'Help', 'Settings', 'Contact Us']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Library' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Picker' })).toHaveAttribute('href', '/controller');
  });

  it('closes on Escape and on a click outside', async () => {
    render(
      <div>
        <p>outside</p>
        <Navigation onLogOut={vi.fn()} />
      </div>,
    );
    const trigger = screen.getByRole('button', { name: 'Main menu' });
    await userEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Picker' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('outside'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
