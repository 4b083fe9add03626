import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICK_START_STEPS } from '@tunedeck/core';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../primitives/dialog/dialog.js';
import { RadioGroup } from '../../primitives/field/choice.js';
import { Link } from '../../primitives/link/link.js';
import { QuickStartScreen } from './quick-start-screen.js';
import { QUICK_START_STEPS_TEXT, TOUR_ALREADY_GREEN_TEXT } from './steps.js';

describe('Quick Start', () => {
  it('has a short callout for each of the 52 steps, in order', () => {
    expect(QUICK_START_STEPS_TEXT).toHaveLength(QUICK_START_STEPS);
    QUICK_START_STEPS_TEXT.forEach((step, index) => {
      expect(step.step).toBe(index + 1);
      expect(step.text.length).toBeGreaterThan(5);
      expect(step.text.length).toBeLessThan(120);
    });
  });

  it('announces the counter and closes to /help with a labelled ✕', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<QuickStartScreen step={1} onClose={onClose} />);
    const counter = screen.getByText('Step 1 of 52');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    rerender(<QuickStartScreen step={2} onClose={onClose} />);
    expect(counter).toHaveTextContent('Step 2 of 52');
    const close = screen.getByRole('link', { name: 'Close the Quick Start' });
    expect(close).toHaveAttribute('href', '/help');
    // An X icon, hidden from assistive technology: the link's name says what it does.
    expect(close.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    close.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers the callout button only on teaching steps, and Back on step 17', async () => {
    const onButton = vi.fn();
    const onBack = vi.fn();
    const { rerender } = render(<QuickStartScreen step={1} onButton={onButton} onBack={onBack} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<QuickStartScreen step={13} onButton={onButton} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onButton).toHaveBeenCalledOnce();
    rerender(<QuickStartScreen step={17} onButton={onButton} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    // Step 45 offers its button only when the tune on screen is already green (core's tourButton).
    rerender(<QuickStartScreen step={45} onButton={onButton} onBack={onBack} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<QuickStartScreen step={45} tuneIsKnow onButton={onButton} onBack={onBack} />);
    // ↑ is off for a green tune: the callout says so rather than asking for it.
    expect(screen.getByText(TOUR_ALREADY_GREEN_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'It is already green' }));
    expect(onButton).toHaveBeenCalledTimes(2);
  });

  it('offers a button on exactly the steps core advances by a button, but 11 (the choice itself)', () => {
    const withButton: number[] = [];
    for (let step = 1; step <= QUICK_START_STEPS; step += 1) {
      const { unmount } = render(<QuickStartScreen step={step} onButton={() => {}} />);
      if (screen.queryByRole('button', { name: 'Got it' })) withButton.push(step);
      unmount();
    }
    expect(withButton).toEqual([9, 10, 13, 16, 26, 29, 39, 40, 41, 44, 50, 51]);
  });

  it('moves on at step 11 when a knowledge is chosen, the one already chosen too, with the choices ringed', async () => {
    const onButton = vi.fn();
    render(
      <QuickStartScreen step={11} onButton={onButton}>
        <Dialog title="Add Song to 'Friday gig'" onClose={() => {}}>
          <RadioGroup
            legend="How Well Do I Know This Tune?"
            options={[
              { value: 'know', label: 'Know' },
              { value: 'new', label: 'New' },
            ]}
            value="know"
            onChange={() => {}}
          />
        </Dialog>
      </QuickStartScreen>,
    );
    const group = screen.getByRole('group', { name: 'How Well Do I Know This Tune?' });
    expect(group).toHaveAttribute('data-tour-target');
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Know' }));
    await vi.waitFor(() => expect(onButton).toHaveBeenCalledOnce());
  });

  it('offers no button of its own where the screen has other controls to use (a lost tour)', () => {
    render(
      <QuickStartScreen step={13} onButton={() => {}} targets={[{ text: 'Start again' }]} text="Lost.">
        <button type="button">Start again</button>
      </QuickStartScreen>,
    );
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start again' })).toHaveAttribute('data-tour-target');
    expect(screen.getByText('Lost.')).toBeInTheDocument();
  });

  it('draws the real screen under the frame', () => {
    render(
      <QuickStartScreen step={26}>
        <p>the picker</p>
      </QuickStartScreen>,
    );
    expect(screen.getByText('the picker')).toBeInTheDocument();
    expect(screen.getByText(QUICK_START_STEPS_TEXT[25]!.text)).toBeInTheDocument();
  });

  it("leaves only the step's control usable on the screen, and turns its links into the tour's", async () => {
    const onNavigate = vi.fn();
    render(
      <QuickStartScreen step={3} onNavigate={onNavigate}>
        <div className="td-home-links">
          <Link href="/library/sets">Sets</Link>
          <Link href="/library/allsongs">All Songs</Link>
        </div>
      </QuickStartScreen>,
    );
    const sets = screen.getByRole('link', { name: 'Sets' });
    expect(sets).toHaveAttribute('data-tour-target');
    expect(sets.closest('[inert]')).toBeNull();
    expect(screen.getByText('All Songs').closest('[inert]')).not.toBeNull();
    await userEvent.click(sets);
    expect(onNavigate).toHaveBeenCalledWith('/library/sets');
    // ✕ is the frame's, out of the spotlight.
    expect(screen.getByRole('link', { name: 'Close the Quick Start' }).closest('[inert]')).toBeNull();
  });

  it('carries the callout into a dialog, holding back its action until the step allows it', () => {
    const { rerender } = render(
      <QuickStartScreen step={10} onButton={() => {}}>
        <Dialog title="Add Song to 'Friday gig'" onClose={() => {}}>
          <button type="submit">Add Song</button>
        </Dialog>
      </QuickStartScreen>,
    );
    const dialog = screen.getByRole('dialog');
    const callout = dialog.querySelector('.td-tour__dialog-callout') as HTMLElement;
    expect(callout).toHaveTextContent('Step 10 of 52');
    expect(callout).toHaveTextContent(QUICK_START_STEPS_TEXT[9]!.text);
    expect(callout.querySelector('a[aria-label="Close the Quick Start"]')).not.toBeNull();
    expect(screen.getByText('Add Song')).toHaveAttribute('inert');
    rerender(
      <QuickStartScreen step={12} onButton={() => {}}>
        <Dialog title="Add Song to 'Friday gig'" onClose={() => {}}>
          <button type="submit">Add Song</button>
        </Dialog>
      </QuickStartScreen>,
    );
    expect(screen.getByText('Add Song')).not.toHaveAttribute('inert');
  });
});
