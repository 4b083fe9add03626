import type { Meta, StoryObj } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, fn, userEvent } from 'storybook/test';
import { AppLayout } from '../../primitives/layout/app-layout.js';
import { atWidth } from '../../test/story-width.js';
import { SyncStatusBadge } from '../sync/sync-status.js';
import { Navigation, PublicNavigation } from './navigation.js';

const meta = {
  title: 'Screens/Navigation',
  component: Navigation,
  args: { onLogOut: fn(), onOpenChange: fn(), onNavigate: fn() },
  // Story links must not leave the Storybook frame.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => (event.target as Element).closest('a') && event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { current: 'library' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Main menu' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'Picker' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const QuickStartOnlyLibrary: Story = {
  args: { onlyEnabled: 'library', defaultOpen: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Picker' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Library' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('library');
  },
};

export const Narrow320: Story = {
  args: { defaultOpen: true, current: 'picker' },
  decorators: [atWidth(320)],
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Wide1280: Story = {
  args: { defaultOpen: true, current: 'settings' },
  render: (args) => (
    <AppLayout>
      <Navigation {...args} />
    </AppLayout>
  ),
  decorators: [atWidth(1280)],
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** A visitor who is not signed in: Sign In in the row the menu takes, as tall (nothing below moves). */
export const SignedOut: Story = {
  render: () => <PublicNavigation />,
  play: async ({ canvas, canvasElement }) => {
    const signIn = canvas.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/welcome');
    // A musician's header, drawn beside it for a moment at the same width, is exactly as tall.
    const visitor = canvasElement.querySelector('header')!;
    const probe = document.createElement('div');
    probe.style.width = `${visitor.getBoundingClientRect().width}px`;
    document.body.append(probe);
    const root = createRoot(probe);
    flushSync(() => root.render(<Navigation onLogOut={() => {}} />));
    const musician = probe.querySelector('header')!;
    const heights = [visitor.getBoundingClientRect().height, musician.getBoundingClientRect().height];
    root.unmount();
    probe.remove();
    await expect(heights[0]).toBe(heights[1]);
  },
};

/** From 1024px wide, a musician's menu is a sidebar beside the page, always shown, with no button. */
export const DesktopSidebar: Story = {
  args: { current: 'library', desktopSidebar: true },
  render: (args) => (
    <AppLayout>
      <Navigation {...args} />
      <main className="td-screen-body">
        <h1>Library</h1>
        <p>The page sits beside the menu, in a column up to 60rem wide.</p>
      </main>
    </AppLayout>
  ),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Main menu' })).toBeNull();
    const library = canvas.getByRole('link', { name: 'Library' });
    await expect(library).toBeVisible();
    await expect(library).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect();
    const page = canvas.getByRole('main').getBoundingClientRect();
    await expect(menu.right).toBeLessThanOrEqual(page.left);
  },
};

/**
 * The sync status ("Saved") at the sidebar's foot: a page before the library is in (Help on a first
 * visit) has none, and the places stand exactly where they do on every other page.
 */
export const SidebarStatusAtFoot: Story = {
  args: { current: 'help', desktopSidebar: true, status: <SyncStatusBadge status="synced" /> },
  render: (args) => (
    <AppLayout>
      <Navigation {...args} />
      <main className="td-screen-body">
        <h1>Help</h1>
      </main>
    </AppLayout>
  ),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('link', { name: 'Picker' }).getBoundingClientRect().top;
    const saved = canvas.getByText('Saved').getBoundingClientRect();
    await expect(saved.top).toBeGreaterThan(
      canvas.getByRole('button', { name: 'Log Out' }).getBoundingClientRect().bottom,
    );
    await expect(saved.bottom).toBeLessThanOrEqual(window.innerHeight);
    // The same sidebar without a status, drawn for a moment in the same place.
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;inset:0';
    document.body.append(probe);
    const root = createRoot(probe);
    flushSync(() =>
      root.render(
        <AppLayout>
          <Navigation {...args} status={undefined} />
        </AppLayout>,
      ),
    );
    const without = probe.querySelector('a[href="/controller"]')!.getBoundingClientRect().top;
    root.unmount();
    probe.remove();
    await expect(without).toBe(picker);
  },
};
