// <tunedeck-picker> in a React page's JSX, as the package's React entry types it: the tunes as an
// array (React 19 sets the property), `ontunedeck-pick` as the listener. The test replaces this file
// with a note when the packed package has no `./element/react` entry.
import '@tunedeck/react-ui/element/react';

const TUNES = [
  { title: 'Footprints', key: 'C', knowledge: 'new' },
  { title: 'Oleo', key: 'Bb', knowledge: 'med' },
  { title: 'Blue Bossa', key: 'C', knowledge: 'know' },
] as const;

export function ElementInReact() {
  return (
    <>
      <h1>The element in JSX</h1>
      <tunedeck-picker
        label="JSX picker"
        tunes={TUNES}
        name="jsx"
        seed={3}
        theme="dark"
        storage="none"
        ontunedeck-pick={(event) =>
          window.tunedeckPicks.push({
            label: 'JSX picker',
            action: event.detail.action,
            title: event.detail.tune.title,
          })
        }
      />
    </>
  );
}
