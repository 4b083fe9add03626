import type { Preview } from '@storybook/react-vite';
import '../packages/react-ui/src/styles/index.css';
import { applyTheme, type ThemeChoice } from '../packages/react-ui/src/theme/theme.js';

const preview: Preview = {
  // The kit's colour theme, from the toolbar or a story's `globals: { theme: 'dark' }`.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        icon: 'contrast',
        items: [
          { value: 'system', title: 'Same as the system' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals }) => {
      applyTheme((globals.theme as ThemeChoice | undefined) ?? 'light');
      // The page behind a screen drawn without the app layout is the theme's surface, as in the site.
      document.body.style.backgroundColor = 'var(--td-surface)';
      return <Story />;
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // A designer reads the foundations first.
    options: { storySort: { order: ['Foundations', 'Primitives', 'Screens', 'Dialogs'] } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320px)', styles: { width: '320px', height: '640px' } },
        small: { name: 'Small phone (320 × 568)', styles: { width: '320px', height: '568px' } },
        phone: { name: 'Phone (375px)', styles: { width: '375px', height: '720px' } },
        // Rotated, a phone on its side (812 × 375).
        tall: { name: 'Tall phone (375 × 812)', styles: { width: '375px', height: '812px' } },
        tablet: { name: 'Tablet (1024 × 768)', styles: { width: '1024px', height: '768px' } },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' } },
        wide: { name: 'Wide desk (1440 × 900)', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};

export default preview;
