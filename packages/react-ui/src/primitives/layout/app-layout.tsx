import type { ReactNode } from 'react';

/**
 * The app's frame: full width on phones; from 920px wide a 500px column centred on the quiet page
 * colour (the spec's rule). `modal` pages get 600px instead. From 1024px wide, a page whose header is
 * `<Navigation desktopSidebar>` is laid out for a desk: the menu as a sidebar, the page beside it.
 */
export function AppLayout({ children, modal }: { children: ReactNode; modal?: boolean }) {
  return (
    <div className="td-root td-layout">
      <div className={modal ? 'td-modal-page' : 'td-column'}>{children}</div>
    </div>
  );
}
