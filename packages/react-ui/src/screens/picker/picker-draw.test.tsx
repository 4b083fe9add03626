import type { Instrument, Knowledge, PlayableKey } from '@tunedeck/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickerWith, pickerWithTitle } from '../../test/fixtures.js';
import { drawPickerScreen, PICKER_TEMPLATE_ID, type PickerReadyView } from './picker-draw.js';
import { FIRST_DRAWING, PickerScreenTemplate } from './picker-early.js';
import { PickerScreen } from './picker-screen.js';

/** The screen as React draws it on a first drawing: the charts loading, the chart not shown. */
function drawnByReact(view: PickerReadyView, instrument: Instrument): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <PickerScreen view={view} instrument={instrument} {...FIRST_DRAWING} />,
  );
  return holder.firstElementChild as HTMLElement;
}

/** The screen as the page's early script draws it, from the template the build puts in the page. */
function drawnEarly(view: PickerReadyView, instrument: Instrument): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<PickerScreenTemplate />);
  const template = document.getElementById(PICKER_TEMPLATE_ID) as HTMLTemplateElement;
  return drawPickerScreen(template, view, instrument);
}

/** The markup, but the ids React makes for a drawing (the menu's) and the inline style. */
function markupOf(screen: HTMLElement): string {
  const copy = screen.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    element.removeAttribute('style');
    for (const name of ['id', 'aria-controls', 'aria-labelledby']) {
      if (element.hasAttribute(name)) element.setAttribute(name, 'id');
    }
  }
  return copy.outerHTML;
}

const ready = (view: ReturnType<typeof pickerWith>): PickerReadyView => {
  if (view.status !== 'ready' || !view.tune) throw new Error('no tune on screen');
  return { ...view, tune: view.tune };
};

describe('drawPickerScreen', () => {
  it.each<[Knowledge, PlayableKey, Instrument]>([
    ['new', 'E flat', 'concert'],
    ['med', 'F sharp', 'concert'],
    ['know', 'C', 'concert'],
    ['new', 'B flat', 'b-flat'],
    ['med', 'E flat', 'e-flat'],
    ['know', 'D', 'f'],
  ])('draws a %s tune in %s for %s as PickerScreen does', (knowledge, key, instrument) => {
    const view = ready(pickerWith(knowledge, key));
    const early = drawnEarly(view, instrument);
    expect(markupOf(early)).toBe(markupOf(drawnByReact(view, instrument)));
    // The title's sizes as PickerScreen sets them, through the CSSOM.
    const section = early.querySelector<HTMLElement>('.td-picker__tune')!;
    expect(section.style.getPropertyValue('--td-title-scale')).toBe(String(view.tune.titleFit.rem));
    expect(section.style.getPropertyValue('--td-title-length')).toBe(String(view.tune.titleLength));
    expect(section.style.getPropertyValue('--td-title-word')).toBe(String(view.tune.titleWordLength));
  });

  it('writes a long title and a set name whole, as PickerScreen does', () => {
    const view = ready(pickerWithTitle('Supercalifragilisticexpialidocious & Friends', 'know', 'A flat'));
    expect(markupOf(drawnEarly(view, 'concert'))).toBe(markupOf(drawnByReact(view, 'concert')));
  });
});
