import type { Meta, StoryObj } from '@storybook/react-vite';
import { KNOWLEDGE_DESCRIPTIONS, KNOWLEDGE_LABELS, KNOWLEDGE_LEVELS } from '@tunedeck/core';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Checkbox, RadioGroup } from './choice.js';
import { PasswordField, Select, TextArea, TextField } from './field.js';

const meta = {
  title: 'Primitives/Fields',
  component: TextField,
  args: { label: 'Title' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const WithError: Story = { args: { defaultValue: '.intro', error: "Can't start or end with '.'" } };
export const WithHint: Story = { args: { label: 'Your Email', hint: 'We reply to this address.' } };

export const Notes: Story = {
  render: () => <TextArea label="Notes" defaultValue={'Intro: last 4 bars.\nSolo order: sax, piano.'} />,
};

export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="secret1" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeySelect: Story = {
  render: () => (
    <Select
      label="Key"
      defaultValue="E flat"
      options={[
        { value: 'random', label: 'Random' },
        { value: 'E flat', label: 'E♭' },
      ]}
    />
  ),
};

function KnowledgeRadios() {
  const [value, setValue] = useState<string | null>('know');
  return (
    <RadioGroup
      legend="How Well Do I Know This Tune?"
      value={value}
      onChange={setValue}
      options={KNOWLEDGE_LEVELS.map((level) => ({
        value: level,
        label: KNOWLEDGE_LABELS[level],
        description: KNOWLEDGE_DESCRIPTIONS[level],
      }))}
    />
  );
}

export const Radios: Story = { render: () => <KnowledgeRadios /> };

export const Check: Story = {
  render: () => <Checkbox label="On login, skip Welcome page and direct me to Picker" />,
};
