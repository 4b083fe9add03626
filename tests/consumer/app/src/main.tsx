// A consumer's React page: the widget from the installed package, its stylesheet, two pickers in the
// layout `?layout=` names. Each pick the widgets tell is kept in `window.tunedeckPicks` for the test.
import { type PickerAction, type PickerCardTune, PickerWidget } from '@tunedeck/react-ui/widget';
import '@tunedeck/react-ui/widget.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElementInReact } from './element-in-react.js';
import hostile from './hostile.css?raw';
import './layouts.css';
import { HEADINGS, LAYOUTS, type Layout, PICKERS, type PickerSpec, TUNES } from './pickers.js';

declare global {
  interface Window {
    tunedeckPicks: { label: string; action?: string; title: string }[];
  }
}
window.tunedeckPicks = [];

function Picker({ spec }: { spec: PickerSpec }) {
  const onPick = (tune: PickerCardTune, action: PickerAction) =>
    window.tunedeckPicks.push({ label: spec.label, action, title: tune.title });
  return (
    <PickerWidget
      tunes={TUNES}
      name={spec.name}
      seed={spec.seed}
      label={spec.label}
      theme={spec.theme ?? 'auto'}
      onPick={onPick}
    />
  );
}

function Page({ layout }: { layout: Layout }) {
  const [first, second] = PICKERS[layout];
  const pickers = (
    <>
      <Picker spec={first} />
      <Picker spec={second} />
    </>
  );
  return (
    <>
      <h1>{HEADINGS[layout]}</h1>
      {layout === 'flex' && (
        <div className="row">
          <nav className="side" aria-label="Sidebar">
            <a href="#songs">Songs</a>
            <a href="#gigs">Gigs</a>
          </nav>
          {pickers}
        </div>
      )}
      {layout === 'grid' && (
        <div className="grid">
          {pickers}
          <p className="beside">The grid's other column.</p>
        </div>
      )}
      {layout === 'hostile' && (
        <>
          <style>{hostile}</style>
          {pickers}
        </>
      )}
    </>
  );
}

const asked = new URLSearchParams(window.location.search).get('layout');
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  <StrictMode>
    {asked === 'element' ? (
      <ElementInReact />
    ) : (
      <Page layout={LAYOUTS.find((layout) => layout === asked) ?? 'flex'} />
    )}
  </StrictMode>,
);
