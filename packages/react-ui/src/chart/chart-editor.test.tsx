import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartText, parseChartText } from '@tunedeck/core/chart';
import { describe, expect, it, vi } from 'vitest';
import { ChartEditor } from './chart-editor.js';
import { LONG_CHART, TYPED_CHART, TYPED_CHART_WITH_MISTAKE } from './fixtures.js';

function editor(value: string, chartKey = 'G-') {
  const props = { value, chartKey, onChange: vi.fn(), onSave: vi.fn(), onCancel: vi.fn() };
  render(<ChartEditor {...props} />);
  return { ...props, text: screen.getByRole('textbox', { name: 'Chart' }) as HTMLTextAreaElement };
}

describe('ChartEditor', () => {
  it('is a phone-friendly text field: no capitals, corrections or spelling marks', () => {
    const { text } = editor(TYPED_CHART);
    expect(text).toHaveAttribute('autocapitalize', 'off');
    expect(text).toHaveAttribute('autocorrect', 'off');
    expect(text).toHaveAttribute('spellcheck', 'false');
    expect(text).toHaveValue(TYPED_CHART);
    expect(text).toHaveAccessibleDescription('Bars between |, chords by spaces, four bars a line.');
  });

  it('names the bar of a mistake, read with the text, and refuses Save: focus goes to the mistake', async () => {
    const user = userEvent.setup();
    const { text, onSave } = editor(TYPED_CHART_WITH_MISTAKE);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(
      "Bars between |, chords by spaces, four bars a line. Bar 9: 'H7' is not a chord",
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Bar 9: 'H7' is not a chord")).toHaveFocus();
  });

  it('previews the chart as typed, and saves it once the mistake is fixed, in the key chosen', async () => {
    const user = userEvent.setup();
    const { text, onSave, onChange } = editor('');
    await user.type(text, 'Cm7 F7 | H7');
    expect(await screen.findByText("Bar 2: 'H7' is not a chord")).toBeInTheDocument();
    await user.type(text, '{Backspace}{Backspace}Bb^7 |');
    expect(screen.queryByText(/is not a chord/)).toBeNull();
    const preview = screen.getByRole('region', { name: 'Preview of the chart' });
    expect(preview).toHaveTextContent('bar 2: B flat major seven');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key' }), 'Bb');
    expect(onChange).toHaveBeenLastCalledWith('Cm7 F7 | Bb^7 |', 'Bb');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Cm7 F7 | Bb^7 |', 'Bb');
  });

  it('offers the 24 keys, major and minor, with drawn accidentals in words', () => {
    editor(TYPED_CHART);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(24);
    expect(options.slice(0, 3)).toEqual(['C major', 'D♭ major', 'D major']);
    expect(options).toContain('G minor');
    expect(screen.getByRole('combobox', { name: 'Key' })).toHaveValue('G-');
  });

  it('keeps a key outside the list as it was stored', () => {
    editor(TYPED_CHART, 'Gb');
    expect(screen.getByRole('combobox', { name: 'Key' })).toHaveValue('Gb');
  });

  it('Cancel says so', async () => {
    const { onCancel } = editor(TYPED_CHART);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('tells how to type a chart', () => {
    editor('');
    expect(screen.getByText('How to type a chart')).toBeInTheDocument();
    expect(screen.getByText('1st, 2nd, 3rd ending')).toBeInTheDocument();
    expect(screen.getByText('To Coda Fine D.C. al Coda D.S. al Fine')).toBeInTheDocument();
    expect(screen.getByText('C7(Gb7) / (Bo7)')).toBeInTheDocument();
  });

  it("the fixtures' long chart is a chart the text form writes and reads back the same", () => {
    const read = parseChartText(chartText(LONG_CHART));
    expect(read.errors).toEqual([]);
    expect(read.chart).toEqual(LONG_CHART);
  });
});
