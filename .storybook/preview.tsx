import type { Preview } from '@storybook/react-vite';
import '../packages/react-ui/src/styles/index.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320px)', styles: { width: '320px', height: '640px' } },
        phone: { name: 'Phone (375px)', styles: { width: '375px', height: '720px' } },
        desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
