import { type Instrument, knowledgeLabel, type PickerScreenView, type PickerTuneView } from '@tunedeck/core';
import { keyAccidental } from '../../primitives/key-name/accidental.js';
import { defaultSetHref, lowerLabel, writtenKey } from './picker-text.js';

// The Picker with a tune, drawn from its own markup before React has loaded: the site's build renders
// `PickerScreenTemplate` (./picker-early.tsx) into the picker page's HTML, and the page's early script
// fills a copy of it with the musician's tune (`drawPickerScreen`) while the app's scripts load. The app
// then draws the same screen in its place. React-free.

/** The ready Picker's view as it stands when its musician's tune is known. */
export type PickerReadyView = Extract<PickerScreenView, { status: 'ready' }> & { tune: PickerTuneView };

/** The id of the `<template>` `PickerScreenTemplate` renders. */
export const PICKER_TEMPLATE_ID = 'td-picker-template';

/** The knowledge of the template's placeholder tune. */
export const PLACEHOLDER_KNOWLEDGE = 'new';

/**
 * A copy of `template` (see `PickerScreenTemplate`) showing `view`'s tune for `instrument`, as
 * `PickerScreen` draws it with the charts loading and the chart not shown: only its text and attributes
 * are set (custom properties through the CSSOM: a page's CSP may refuse inline style attributes).
 */
export function drawPickerScreen(
  template: HTMLTemplateElement,
  view: PickerReadyView,
  instrument: Instrument,
): HTMLElement {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const screen = content.querySelector<HTMLElement>('.td-picker');
  const names = content.querySelector('[data-td-key-names]');
  if (!screen || !names) throw new Error('The picker template has no screen');
  const find = <E extends Element = HTMLElement>(selector: string) => {
    const found = screen.querySelector<E & Element>(selector);
    if (!found) throw new Error(`The picker template has no ${selector}`);
    return found as E;
  };
  const keyName = (label: string) => {
    const accidental = keyAccidental(label);
    const name = names.children[accidental === '♭' ? 1 : accidental === '♯' ? 2 : 0]!.cloneNode(true);
    if (accidental) name.firstChild!.textContent = label.slice(0, -1);
    else name.textContent = label;
    return name;
  };
  const { tune } = view;
  screen.dataset.knowledge = tune.knowledge;
  const set = find<HTMLAnchorElement>('.td-picker__from a');
  set.textContent = view.setName;
  set.href = defaultSetHref(view.setId);
  const section = find('.td-picker__tune');
  section.removeAttribute('style');
  section.style.setProperty('--td-title-scale', String(tune.titleFit.rem));
  section.style.setProperty('--td-title-length', String(tune.titleLength));
  section.style.setProperty('--td-title-word', String(tune.titleWordLength));
  const title = find('.td-picker__title');
  title.textContent = tune.title;
  title.title = tune.title;
  const written = writtenKey(tune, instrument);
  const key = find('.td-picker__key');
  key.querySelector('.td-visually-hidden')!.textContent = `Key: ${written?.spoken ?? tune.spokenKey}`;
  key.querySelector('.td-key-name')!.replaceWith(keyName(written?.label ?? tune.keyLabel));
  const concert = find('.td-picker__concert');
  if (written) concert.querySelector('.td-key-name')!.replaceWith(keyName(tune.keyLabel));
  else concert.remove();
  const badge = find('.td-picker__knowledge');
  badge.classList.replace(`td-knowledge--${PLACEHOLDER_KNOWLEDGE}`, `td-knowledge--${tune.knowledge}`);
  badge.lastChild!.textContent = knowledgeLabel(tune.knowledge);
  find<HTMLButtonElement>('.td-picker__next').disabled = !view.canNext;
  const [skip, raise, lower] = find('.td-picker__row').querySelectorAll('button');
  skip!.disabled = !view.canSkip;
  raise!.disabled = !tune.canRaise;
  lower!.setAttribute('aria-label', lowerLabel(tune));
  return screen;
}
