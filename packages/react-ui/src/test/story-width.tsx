import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppLayout } from '../primitives/layout/app-layout.js';
import { type Destination, Navigation } from '../screens/navigation/navigation.js';

/** Draws the story in a column of this width (320px phone, 1280px desktop), whatever the window. */
export function atWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width, maxWidth: 'none', margin: 0 }} data-story-width={width}>
      <Story />
    </div>
  );
}

/**
 * Draws the story as a page of the app on a desk: in the app's frame, beside the main menu as a
 * sidebar (from 1024px wide), the menu's `current` entry marked.
 */
export function onADesk(current: Destination): Decorator {
  return (Story) => (
    <AppLayout>
      <Navigation desktopSidebar current={current} onLogOut={fn()} />
      <main>
        <Story />
      </main>
    </AppLayout>
  );
}

/**
 * Scrolls `element` to the top of the view, there in the visual test's pictures too: they are taken
 * after the story has played, each at a size of its own (a phone, a desk), and the view is scrolled to
 * it again at each size (.storybook/visual.ts).
 */
export function showInPictures(element: Element): void {
  element.setAttribute('data-visual-scroll', '');
  element.scrollIntoView();
}
