import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { ContactScreen } from './contact-screen.js';

const meta = {
  title: 'Screens/Contact Us',
  component: ContactScreen,
  args: { onSubmit: fn(async () => ({ ok: true })) },
  render: (args) => (
    <AppLayout>
      <ContactScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('Your Email');
    const subject = canvas.getByLabelText('Subject');
    await userEvent.type(email, 'ella');
    await expect(email).toHaveAccessibleDescription('*must be valid email address');
    await userEvent.clear(email);
    await expect(email).toHaveAccessibleDescription('*required');
    await userEvent.type(subject, 'x{Backspace}');
    await expect(subject).toHaveAccessibleDescription('*required');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { defaultEmail: 'ella@example.com' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Subject'), 'Hello');
    await userEvent.type(canvas.getByLabelText('Message'), 'Love the picker.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Your message has been sent.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ella@example.com',
      subject: 'Hello',
      message: 'Love the picker.',
    });
    await expect(canvas.getByLabelText('Subject')).toHaveValue('');
  },
};

export const FailedStaysFilled: Story = {
  args: { defaultEmail: 'ella@example.com', onSubmit: fn(async () => ({ ok: false })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Subject'), 'Hello');
    await userEvent.type(canvas.getByLabelText('Message'), 'Love the picker.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('Message')).toHaveValue('Love the picker.');
    await expect(canvas.queryByText('Your message has been sent.')).toBeNull();
  },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  args: { defaultEmail: 'ella@example.com' },
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
