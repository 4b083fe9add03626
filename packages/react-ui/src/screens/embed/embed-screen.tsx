import type { ReactNode } from 'react';
import { PageHeader } from '../../primitives/page-header/page-header.js';

export interface EmbedScreenProps {
  /** Where the element file is served, as a host page writes it in its script tag. */
  elementSrc: string;
  /** A live <tunedeck-picker> to try (the site draws the real element). */
  elementExample?: ReactNode;
  /** A live React widget to try. */
  widgetExample?: ReactNode;
}

const TUNES = 'Autumn Leaves | G | know; Solar | C | new; Blue Bossa | random | med';

/** A block of code to copy, labelled for assistive technology. */
function Code({ label, children }: { label: string; children: string }) {
  return (
    <figure className="td-embed-docs__figure">
      <figcaption className="td-visually-hidden">{label}</figcaption>
      <pre className="td-embed-docs__code">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

/**
 * "Embed the Picker" (/embed): how to put the picker on any page, with a script tag or as a React
 * component, with live examples. For developers: teachers' class pages, bands' sites, jam hosts' tablets.
 */
export function EmbedScreen({ elementSrc, elementExample, widgetExample }: EmbedScreenProps) {
  return (
    <article className="td-root td-docs td-embed-docs">
      <PageHeader title="Embed the Picker" />
      <div className="td-page">
        <p>
          Put a &ldquo;what do we play next?&rdquo; box on your class page, your band&apos;s site or a jam
          session&apos;s tablet. It picks from the tunes you list, with the same rules as Tunedeck: less known
          tunes come up more often (3 new, 2 medium, 1 known in every six), no tune twice in a round, and keys
          that rotate through all twelve. It needs no account and keeps its round in the visitor&apos;s
          browser, so a reload goes on where it was.
        </p>

        <section className="td-page-section" aria-labelledby="embed-html">
          <h2 id="embed-html">On any web page</h2>
          <p>Add one script and the element, anywhere in your HTML. Nothing else to install or build.</p>
          <Code label="HTML for the picker">{`<script type="module" src="${elementSrc}"></script>

<tunedeck-picker tunes="${TUNES}"></tunedeck-picker>`}</Code>
          <p>
            List one tune per line or between semicolons, as <code>Title | key | knowledge</code>. The key is
            one of the twelve (<code>Bb</code>, <code>F#</code>, <code>E flat</code>&hellip;) or{' '}
            <code>random</code>; knowledge is <code>new</code>, <code>med</code> or <code>know</code>. Both
            may be left out: a random key, and known. Long lists read better as JSON inside the element:
          </p>
          <Code label="Tunes as JSON">{`<tunedeck-picker>
  <script type="application/json">
    [{ "title": "Autumn Leaves", "key": "G", "knowledge": "know" },
     { "title": "Solar", "key": "C", "knowledge": "new" }]
  </script>
</tunedeck-picker>`}</Code>
          <dl className="td-embed-docs__options">
            <dt>
              <code>name</code>
            </dt>
            <dd>Keeps two pickers with the same tunes on one page apart (each has its own round).</dd>
            <dt>
              <code>storage=&quot;none&quot;</code>
            </dt>
            <dd>Forget the round on reload (it is kept in the browser by default).</dd>
            <dt>
              <code>seed</code>
            </dt>
            <dd>The same number gives the same picks every time: handy for a class handout.</dd>
            <dt>
              <code>theme=&quot;light&quot;</code> or <code>&quot;dark&quot;</code>
            </dt>
            <dd>
              Otherwise (<code>&quot;auto&quot;</code>) it follows the visitor&apos;s system.
            </dd>
            <dt>
              <code>label</code>
            </dt>
            <dd>The picker&apos;s name for screen readers (&ldquo;Tune picker&rdquo;).</dd>
            <dt>
              <code>instrument</code>
            </dt>
            <dd>
              Who reads the charts (below): <code>concert</code> (piano, guitar, voice: the default),{' '}
              <code>b-flat</code>, <code>e-flat</code>, <code>f</code> or <code>bass-clef</code>.
            </dd>
          </dl>
          <p>
            It draws in its own shadow root: your page&apos;s styles cannot break it, and it cannot break your
            page. It takes up to 32rem, less where there is less room, in any layout; set{' '}
            <code>--td-scale</code> on it to make it larger or smaller. With focus in the picker, <kbd>→</kbd>{' '}
            is NEXT and <kbd>S</kbd> is SKIP. Each press fires a <code>tunedeck-pick</code> event:{' '}
            <code>event.detail.action</code> says which (<code>next</code>, <code>skip</code>,{' '}
            <code>new-gig</code>, <code>reset</code>) and <code>event.detail.tune</code> has the tune&apos;s
            title, key and knowledge. Every attribute is also a property (<code>picker.tunes = [...]</code>),
            and its parts can be styled with <code>::part()</code>: <code>card</code>, <code>title</code>,{' '}
            <code>key</code>, <code>knowledge</code>, <code>button</code>.
          </p>
          {elementExample ? (
            <section className="td-embed-docs__example" aria-label="Try the element">
              {elementExample}
            </section>
          ) : null}
        </section>

        <section className="td-page-section" aria-labelledby="embed-react">
          <h2 id="embed-react">In a React app</h2>
          <p>
            Install <code>@tunedeck/react-ui</code> and use the widget: the same picker as a React component,
            under 12 KB gzipped beside React.
          </p>
          <Code label="React code for the picker">{`import { PickerWidget } from '@tunedeck/react-ui/widget';
import '@tunedeck/react-ui/widget.css';

<PickerWidget
  tunes={[{ title: 'Autumn Leaves', key: 'G', knowledge: 'know' }, 'Solar']}
  onPick={(tune) => console.log(tune.title, tune.keyLabel)}
/>`}</Code>
          <p>
            Without <code>tunes</code>, and under a <code>TunedeckProvider</code> (or given a{' '}
            <code>client</code>), it picks from a signed-in musician&apos;s PickerSet, synced with the app.
          </p>
          {widgetExample ? (
            <section className="td-embed-docs__example" aria-label="Try the widget">
              {widgetExample}
            </section>
          ) : null}
        </section>

        <section className="td-page-section" aria-labelledby="embed-charts">
          <h2 id="embed-charts">With a chart for each tune</h2>
          <p>
            Give a tune its chart and the picker shows a Chart button for it: the chart opens under the
            buttons, in the key the picker chose, and stays open for the next tune. The chart&apos;s code
            loads only once a tune has a chart, so a picker without charts stays as small as ever.
          </p>
          <Code label="Tunes with charts, as JSON">{`<tunedeck-picker instrument="b-flat">
  <script type="application/json">
    [{ "title": "Blue Bossa", "knowledge": "med", "chartKey": "C-",
       "chart": "[A] C-7 | F-7 | Dh7 | G7b9 | C-7 | F-7 | Dh7 | G7b9 |" },
     { "title": "Solar", "chart": { "key": "C-", "text": "C-^7 | G-7 C7 | F^7 | F-7 Bb7 |" } },
     { "title": "Autumn Leaves", "chart": "irealb://… (its link from iReal Pro)" }]
  </script>
</tunedeck-picker>`}</Code>
          <p>A tune&apos;s chart is one of:</p>
          <ul>
            <li>
              the chart typed as on a song page in Tunedeck: bars between <code>|</code>, chords such as{' '}
              <code>C-7</code>, <code>Bb^7</code> or <code>F7b9</code>, sections such as <code>[A]</code>, in
              the key <code>chartKey</code> names (<code>C</code>, <code>Bb</code>, <code>F#</code>,{' '}
              <code>G-</code> for G minor), or in the tune&apos;s own key without one;
            </li>
            <li>
              <code>{'{ "key": "C-", "text": "…" }'}</code>: the same, with its key;
            </li>
            <li>
              a song&apos;s iReal Pro link (<code>irealb://…</code>), in the song&apos;s key: of a playlist,
              the song with the tune&apos;s title.
            </li>
          </ul>
          <p>
            Charts come in the JSON inside the element or in its <code>tunes</code> property; the
            attribute&apos;s one-line form has no room for them. A chart without a key it can use is named in
            the browser&apos;s console, and one that does not read says why when it is opened. The element
            fetches <code>tunedeck-picker-chart.js</code> from beside <code>tunedeck-picker.js</code> the
            first time a tune has a chart: serve the two files from one folder. Its parts:{' '}
            <code>chart-button</code> and <code>chart</code>.
          </p>
          <Code label="React code with charts">{`<PickerWidget
  instrument="e-flat"
  tunes={[
    { title: 'Blue Bossa', chartKey: 'C-', chart: '[A] C-7 | F-7 | Dh7 | G7b9 |' },
    { title: 'Solar', chart: { key: 'C-', text: 'C-^7 | G-7 C7 | F^7 | F-7 Bb7 |' } },
  ]}
/>`}</Code>
          <p>
            The widget takes the same tunes and an <code>instrument</code> prop; your bundler makes its chart
            code a chunk of its own, loaded on demand, and <code>widget.css</code> already styles it.
          </p>
        </section>

        <section className="td-page-section" aria-labelledby="embed-theme">
          <h2 id="embed-theme">Colours and type</h2>
          <p>Both follow the same custom properties; set them on the element or around the widget.</p>
          <Code label="CSS for a theme">{`tunedeck-picker {
  --td-new: #ffb3c7;      /* the colour of new tunes */
  --td-primary: #243c8f;  /* NEXT */
  --td-radius: 4px;
  --td-font: Georgia, serif;
}`}</Code>
        </section>
      </div>
    </article>
  );
}
