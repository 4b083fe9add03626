import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { Checkbox, RadioGroup } from './choice.js';
import { PasswordField, Select, TextArea, TextField } from './field.js';

describe('fields', () => {
  it('labels a text field and wires its error and hint', () => {
    render(<TextField label="Title" hint="As you say it on stage" error="Title Field Required" />);
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As you say it on stage Title Field Required');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextArea label="Notes" />);
    const area = screen.getByLabelText('Notes');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });

  it('masks a password until Show is pressed', async () => {
    render(<PasswordField label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('labels a select, radios by their legend, and a checkbox', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Select label="Key" options={[{ value: 'C', label: 'C' }]} />
        <RadioGroup
          legend="Pick tunes from which set?"
          value="a"
          onChange={onChange}
          options={[
            { value: 'a', label: 'Gig' },
            { value: 'b', label: 'Practice' },
          ]}
        />
        <Checkbox label="Skip Welcome" />
      </>,
    );
    expect(screen.getByLabelText('Key')).toHaveRole('combobox');
    expect(screen.getByRole('group', { name: 'Pick tunes from which set?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Practice' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('checkbox', { name: 'Skip Welcome' })).not.toBeChecked();
  });

  it('renders real buttons that do not submit forms by default', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="danger">Delete</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveClass('td-button--danger');
  });
});
