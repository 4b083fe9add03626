// The screens' styles load with the page (core.css, loaded first, has the Welcome page's).
import '@tunedeck/react-ui/screens.css';
import { EmbedScreen, PickerWidget } from '@tunedeck/react-ui';
import '@tunedeck/react-ui/element';
import { useEffect, useRef } from 'react';
import { FramedPage } from './header.js';

const TUNES = 'Autumn Leaves | G | know; Solar | C | new; Blue Bossa | random | med; Nardis | E | new';
const WIDGET_TUNES = [
  { title: 'Autumn Leaves', key: 'G', knowledge: 'know' },
  { title: 'Solar', key: 'C', knowledge: 'new' },
  { title: 'Blue Bossa', knowledge: 'med' },
  { title: 'Nardis', key: 'E', knowledge: 'new' },
];

/** The real <tunedeck-picker>, as a host page would write it. */
function ElementExample() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('tunedeck-picker');
    element.setAttribute('tunes', TUNES);
    element.setAttribute('name', 'embed-page');
    element.setAttribute('label', 'Example picker (element)');
    host.current?.replaceChildren(element);
  }, []);
  return <div ref={host} />;
}

/** /embed: how to put the picker on any page (open to everyone: developers need no account). */
export function EmbedRoute() {
  return (
    <FramedPage title="Embed the Picker" current="help">
      <EmbedScreen
        elementSrc={`${window.location.origin}/tunedeck-picker.js`}
        elementExample={<ElementExample />}
        widgetExample={
          <PickerWidget tunes={WIDGET_TUNES} name="embed-page" label="Example picker (widget)" />
        }
      />
    </FramedPage>
  );
}
