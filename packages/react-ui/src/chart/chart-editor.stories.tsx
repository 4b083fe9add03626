import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChartEditor } from './chart-editor.js';
import { TYPED_CHART, TYPED_CHART_WITH_MISTAKE } from './fixtures.js';

const meta = {
  title: 'Lead Sheet/Chart Editor',
  component: ChartEditor,
  decorators: [
    (Story) => (
      <div className="td-root" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: TYPED_CHART, chartKey: 'G-', onChange: fn(), onSave: fn(), onCancel: fn() },
  // Looked at on a phone, where it is typed; the widths have stories of their own.
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof ChartEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autumn Leaves typed as on a phone, its preview below (beside it where there is room). */
export const Typed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Preview of the chart' })).toHaveTextContent(
      'bar 1: Section A, four four time, start repeat, C minor seven, F seven',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(TYPED_CHART, 'G-');
  },
};

/** A mistake named by its bar, read with the text; Save refused, focus on the mistake. */
export const WithAMistake: Story = {
  args: { value: TYPED_CHART_WITH_MISTAKE },
  play: async ({ canvas, args, userEvent }) => {
    const text = canvas.getByRole('textbox', { name: 'Chart' });
    await expect(text).toHaveAccessibleDescription(/Bar 9: 'H7' is not a chord/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText("Bar 9: 'H7' is not a chord")).toHaveFocus();
  },
};

export const WithAMistakeNarrow320: Story = {
  args: WithAMistake.args,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const WithAMistakeDark: Story = { args: WithAMistake.args, globals: { theme: 'dark' } };

export const WithAMistakeDesktop1280: Story = {
  args: WithAMistake.args,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const WithAMistakeDesktop1280Dark: Story = {
  args: WithAMistake.args,
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'dark' },
};

/** The mistake fixed, the chart moved to another key, and saved. */
export const FixedAndSaved: Story = {
  args: { value: TYPED_CHART_WITH_MISTAKE },
  play: async ({ canvas, args, userEvent }) => {
    const text = canvas.getByRole('textbox', { name: 'Chart' }) as HTMLTextAreaElement;
    const at = text.value.indexOf('H7');
    text.setSelectionRange(at, at + 2);
    await userEvent.type(text, 'Am7b5', { initialSelectionStart: at, initialSelectionEnd: at + 2 });
    await expect(canvas.queryByText(/is not a chord/)).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Key' }), 'E-');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(TYPED_CHART, 'E-');
  },
};

/** A new chart: nothing typed yet, the grammar open. */
export const NewChart: Story = {
  args: { value: '', chartKey: 'C' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('How to type a chart'));
    await expect(canvas.getByText('repeat the last bar; the last two bars')).toBeVisible();
  },
};
