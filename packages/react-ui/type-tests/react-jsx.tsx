// A React 19 + TypeScript project's <tunedeck-picker>, type-checked by tests/packages.test.ts against the
// built types (`tsc -p type-tests/tsconfig.react.json`: no `source` condition, so dist). The uses marked
// as expected errors must not compile (a mark on a use that compiles fails the check too).
import '@tunedeck/react-ui/element/react';
import type { TunedeckPickAction, TunedeckPickerElement } from '@tunedeck/react-ui/element/react';
import { useRef } from 'react';

export function Positive() {
  const ref = useRef<TunedeckPickerElement>(null);
  const actions: TunedeckPickAction[] = [];
  return (
    <>
      <tunedeck-picker
        ref={ref}
        key="standards"
        tunes={[{ title: 'Solar', key: 'C', knowledge: 'med' }, 'Nardis']}
        theme="dark"
        storage="session"
        seed={7}
        name="standards"
        label="Standards"
        class="picker"
        className="picker"
        style={{ maxWidth: '20rem' }}
        id="picker"
        aria-describedby="picker-help"
        ontunedeck-pick={(event) => {
          actions.push(event.detail.action);
          return event.detail.action === 'new-gig' ? event.detail.tune.title : event.detail.tune.keyLabel;
        }}
      />
      <tunedeck-picker tunes="Autumn Leaves | G | know; Solar" theme="auto" storage="none" seed={null} />
      <tunedeck-picker>
        <script type="application/json">{JSON.stringify([{ title: 'Solar', knowledge: 'new' }])}</script>
      </tunedeck-picker>
    </>
  );
}

export function Negative() {
  const div = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* @ts-expect-error: not a theme */}
      <tunedeck-picker theme="blue" />
      {/* @ts-expect-error: a tune has a title */}
      <tunedeck-picker tunes={[{ name: 'Solar' }]} />
      {/* @ts-expect-error: tunes are text or a list */}
      <tunedeck-picker tunes={42} />
      {/* @ts-expect-error: not a storage */}
      <tunedeck-picker storage="cloud" />
      {/* @ts-expect-error: the seed property is a number */}
      <tunedeck-picker seed="7" />
      {/* @ts-expect-error: the ref is the element's */}
      <tunedeck-picker ref={div} />
      {/* @ts-expect-error: no such property */}
      <tunedeck-picker colour="red" />
      {/* @ts-expect-error: no such action */}
      <tunedeck-picker ontunedeck-pick={(event) => event.detail.action === 'play'} />
      {/* @ts-expect-error: the listener gets the pick event */}
      <tunedeck-picker ontunedeck-pick={(event: KeyboardEvent) => event.key} />
    </>
  );
}
