// A page's script with the element alone, type-checked by tests/packages.test.ts against the built types
// (`tsc -p type-tests/tsconfig.element.json`): no React, and no @types/react in the program.
import '@tunedeck/react-ui/element';
import type { TunedeckPickAction } from '@tunedeck/react-ui/element';

const picker = document.createElement('tunedeck-picker');
picker.tunes = [{ title: 'Solar', key: 'C', knowledge: 'med' }, 'Nardis'];
picker.theme = 'dark';
// @ts-expect-error: not a theme
picker.theme = 'blue';
picker.addEventListener('tunedeck-pick', (event) => {
  const action: TunedeckPickAction = event.detail.action;
  // @ts-expect-error: no such action
  if (action === 'play') picker.reset();
});
document.body.append(picker);
