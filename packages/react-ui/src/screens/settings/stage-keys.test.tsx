import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_STAGE_SETTINGS, type StageSettings } from '@tunedeck/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StageKeysSettings } from './stage-keys.js';

function Harness({ onSaved }: { onSaved: (settings: StageSettings) => void }) {
  const [settings, setSettings] = useState(DEFAULT_STAGE_SETTINGS);
  return (
    <StageKeysSettings
      settings={settings}
      onChange={(next) => {
        setSettings(next);
        onSaved(next);
      }}
    />
  );
}

describe('Settings › On stage', () => {
  it('adds a key by pressing it, moves a key from another action, removes one, and resets', async () => {
    const saved: StageSettings[] = [];
    render(<Harness onSaved={(settings) => saved.push(settings)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a Key for NEXT' }));
    expect(screen.getByRole('status')).toHaveTextContent('Press the key or pedal for NEXT. Escape cancels.');
    await userEvent.keyboard('b');
    expect(screen.getByRole('button', { name: 'Remove B from NEXT' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('B is now NEXT.');
    // Page Up moves from SKIP to NEXT.
    await userEvent.click(screen.getByRole('button', { name: 'Add a Key for NEXT' }));
    await userEvent.keyboard('{PageUp}');
    expect(screen.queryByRole('button', { name: 'Remove Page Up from SKIP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Page Up from NEXT' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Page Up from NEXT' }));
    expect(saved.at(-1)?.keys.next).toEqual([' ', 'ArrowRight', 'PageDown', 'Enter', 'b']);
    await userEvent.click(screen.getByRole('button', { name: 'Default keys' }));
    expect(saved.at(-1)?.keys).toEqual(DEFAULT_STAGE_SETTINGS.keys);
  });

  it('keeps NEXT with a key, cancels with Escape, refuses Tab, and keeps "Ask before SKIP"', async () => {
    const saved: StageSettings[] = [];
    render(<Harness onSaved={(settings) => saved.push(settings)} />);
    for (const key of ['Space', '→', 'Page Down']) {
      await userEvent.click(screen.getByRole('button', { name: `Remove ${key} from NEXT` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove Enter from NEXT' }));
    expect(screen.getByRole('status')).toHaveTextContent('NEXT needs a key.');
    expect(screen.getByRole('button', { name: 'Remove Enter from NEXT' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a Key for SKIP' }));
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('status')).toHaveTextContent('Tab cannot be a stage key.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ask before SKIP/ }));
    expect(saved.at(-1)?.confirmSkip).toBe(true);
  });
});
