import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/react-ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages resolve to their TypeScript source, as in tests: no build before Storybook.
  viteFinal: (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
};

export default config;
