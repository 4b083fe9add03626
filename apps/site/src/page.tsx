import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { takeOverPage } from './early-taps.js';

/**
 * The address of the page on screen, which the routes give (app.tsx): while a page's code loads, the
 * one before stays on screen, at the address before.
 */
export const ShownLocation = createContext<string | null>(null);

let navigated = false;

/**
 * One page of the site: its document title, and after a navigation (not on the first load) the
 * scroll back to the top (unless its heading is in view already) and focus on its main heading, as a
 * screen reader expects of a page change.
 * A title that changes on the same page (a set renamed) does not move the focus.
 */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  const [address] = useLocation();
  const location = useContext(ShownLocation) ?? address;
  // In the commit that makes the page the app's (hydrated or drawn), before any later tap can reach
  // it: a page drawn off screen takes its place, and a tap made before then is made now.
  useLayoutEffect(() => {
    takeOverPage();
  }, []);
  useEffect(() => {
    document.title = title === 'Tunedeck' ? title : `${title} · Tunedeck`;
  }, [title]);
  useEffect(() => {
    if (!location) return;
    if (!navigated) {
      navigated = true;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    // A page whose heading is in view stays where it is: a song opened beside its list on a desk (the
    // song's page stays in view) keeps the list where the musician had scrolled it.
    const box = heading?.getBoundingClientRect();
    if (!box || box.top < 0 || box.bottom > window.innerHeight) window.scrollTo(0, 0);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [location]);
  return <>{children}</>;
}
