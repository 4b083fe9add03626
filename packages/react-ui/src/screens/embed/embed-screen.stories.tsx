import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth } from '../../test/story-width.js';
import { PickerWidget } from '../../widgets/picker/picker-widget.js';
import { EmbedScreen } from './embed-screen.js';

const meta = {
  title: 'Screens/Embed',
  component: EmbedScreen,
  args: {
    elementSrc: 'https://tunedeck.example/tunedeck-picker.js',
    widgetExample: <PickerWidget tunes={['Autumn Leaves', 'Solar', 'Blue Bossa']} store={null} seed={1} />,
  },
} satisfies Meta<typeof EmbedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Embed the Picker' })).toBeVisible();
    await expect(
      canvas.getByText(/<script type="module" src="https:\/\/tunedeck\.example\/tunedeck-picker\.js">/),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Try the widget' })).toBeVisible();
  },
};

export const Narrow320: Story = {
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
