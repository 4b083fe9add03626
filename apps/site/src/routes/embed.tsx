// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { EmbedScreen, PickerWidget } from '@tunedeck/react-ui';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FramedPage } from './header.js';

const TUNES = 'Autumn Leaves | G | know; Solar | C | new; Blue Bossa | random | med; Nardis | E | new';
const WIDGET_TUNES = [
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
  { title: 'Solar', key: 'C', knowledge: 'new' },
  { title: 'Blue Bossa', knowledge: 'med' },
  { title: 'Nardis', key: 'E', knowledge: 'new' },
];

const nothing = () => () => undefined;

/**
 * Whether the page runs in the browser yet: false when it is rendered to HTML at build time, and in the
 * first render of the browser that takes that HTML over; true from then on.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothing,
    () => true,
    () => false,
  );
}

/**
 * Draws `children` once their place comes near the screen (300 px ahead of it). The live examples sit
 * below the fold: a developer reading the page on a phone gets it without their code, rendering and
 * layout in its first moments, and the examples are there before they scroll to them. Until then the
 * place keeps the example's height (site.css), so nothing moves when it appears.
 */
function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className={near ? undefined : 'td-site-example-place'}>
      {near ? children : null}
    </div>
  );
}

/** The real <tunedeck-picker>, as a host page would write it (its file loads once it comes near the screen). */
function ElementExample() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import('@tunedeck/react-ui/element').then(() => {
      if (!live) return;
      const element = document.createElement('tunedeck-picker');
      element.setAttribute('tunes', TUNES);
      element.setAttribute('name', 'embed-page');
      element.setAttribute('label', 'Example picker (element)');
      host.current?.replaceChildren(element);
    });
    return () => {
      live = false;
    };
  }, []);
  return <div ref={host} />;
}

/**
 * /embed: how to put the picker on any page (open to everyone: developers need no account). Rendered
 * to HTML at build time: the examples, which pick from this browser's stored rounds, and the address
 * of this site, come with the browser.
 */
export function EmbedRoute() {
  const inBrowser = useInBrowser();
  return (
    <FramedPage title="Embed the Picker" current="help">
      <EmbedScreen
        elementSrc={`${inBrowser ? window.location.origin : ''}/tunedeck-picker.js`}
        elementExample={
          <WhenNear>
            <ElementExample />
          </WhenNear>
        }
        widgetExample={
          <WhenNear>
            <PickerWidget tunes={WIDGET_TUNES} name="embed-page" label="Example picker (widget)" />
          </WhenNear>
        }
      />
    </FramedPage>
  );
}
