import type { Decorator } from '@storybook/react-vite';

/** Draws the story in a column of this width (320px phone, 1280px desktop), whatever the window. */
export function atWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width, maxWidth: 'none', margin: 0 }} data-story-width={width}>
      <Story />
    </div>
  );
}
