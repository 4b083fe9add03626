import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { songIdOf } from '@tunedeck/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { gigLibrary } from '../../test/fixtures.js';
import { EditTitleDialog } from './edit-title-dialog.js';

function setup() {
  const props = { onSubmit: vi.fn(), onClose: vi.fn() };
  render(<EditTitleDialog library={gigLibrary} songId={songIdOf(gigLibrary, 'Solar')} {...props} />);
  return {
    ...props,
    input: screen.getByLabelText('Title'),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

describe('EditTitleDialog', () => {
  it.each([
    ['', 'Title cannot be blank'],
    ['.Solar', "Can't start or end with '.'"],
    ['So..lar', "Title Must Not Include '..'"],
    ['BLUE BOSSA', 'Title already in use'],
  ])('refuses %j with core’s words and a disabled Submit', async (typed, message) => {
    const { input, submit } = setup();
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
  });

  it('submits a new title, and just closes for the same one', async () => {
    const { input, submit, onSubmit, onClose } = setup();
    await userEvent.click(submit);
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.clear(input);
    await userEvent.type(input, '  Solar   Wind ');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Solar Wind');
  });
});
