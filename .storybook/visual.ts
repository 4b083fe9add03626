// Visual regression: after each story has rendered and played, it is screenshotted at a phone width
// and a desktop width and compared with the baseline committed in tests/visual
// (regenerate them all with `pnpm run visual:update`).
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The two widths every story is looked at: a phone on a music stand and a laptop. */
export const VISUAL_VIEWPORTS = [
  { name: 'phone', width: 375, height: 720 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const OWN_VIEWPORTS: Record<string, { width: number; height: number }> = {
  narrow: { width: 320, height: 640 },
  small: { width: 320, height: 568 },
  phone: { width: 375, height: 720 },
  tall: { width: 375, height: 812 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
};

function ownViewport(value: string, rotated: boolean) {
  const size = OWN_VIEWPORTS[value];
  if (!size) throw new Error(`A story asks for the unknown viewport "${value}".`);
  return rotated
    ? { name: `${value}-landscape`, width: size.height, height: size.width }
    : { name: value, ...size };
}

// Animations stop at one frame. An indeterminate <progress> is animated by Chromium's own painter, not
// by CSS, so it is drawn without its native look to be the same in every run.
const STILL = `*, *::before, *::after {
  animation-play-state: paused !important;
  animation-delay: -0.3s !important;
  transition: none !important;
  caret-color: transparent !important;
}
progress:indeterminate {
  appearance: none !important;
}`;

/**
 * Where focus is, the pictures show it with its ring, as a keyboard user sees it. Whether focus that a
 * script moved draws the ring is the browser's guess (`:focus-visible`), and that guess changed between
 * Chromium 150 and 156; told outright (`focusVisible: true`), every build draws the same. The element is
 * refocused with its focus events kept from the story, which saw its focus arrive already.
 */
function showFocus() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.matches(':focus-visible'))
    return;
  const hush = (event: Event) => event.stopImmediatePropagation();
  const kinds = ['blur', 'focusout', 'focus', 'focusin'];
  for (const kind of kinds) window.addEventListener(kind, hush, true);
  try {
    focused.blur();
    focused.focus({ focusVisible: true, preventScroll: true } as FocusOptions);
  } finally {
    for (const kind of kinds) window.removeEventListener(kind, hush, true);
  }
}

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

afterEach(async (context) => {
  const { storyId } = context.task.meta as { storyId?: string };
  const { story } = context as {
    story?: { globals?: { viewport?: { value?: string; isRotated?: boolean } } };
  };
  if (!storyId || context.task.result?.state === 'fail') return;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  // A transparent sheet over the viewport: its screenshot is exactly what the viewport shows.
  const viewport = document.createElement('div');
  viewport.setAttribute('aria-hidden', 'true');
  viewport.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  document.body.append(viewport);
  try {
    await document.fonts.ready;
    // A story drawn for one width of its own (320 px, 1280 px) is looked at in that width only.
    const own = story?.globals?.viewport;
    const viewports = own?.value ? [ownViewport(own.value, own.isRotated === true)] : VISUAL_VIEWPORTS;
    for (const { name, width, height } of viewports) {
      await page.viewport(width, height);
      await nextFrame();
      // What the story scrolled to (showInPictures), scrolled to again at this size.
      document.querySelector('[data-visual-scroll]')?.scrollIntoView();
      // A face asked for only now (a glyph outside the core subset, such as “ ”, loads on demand) is
      // drawn before the picture is taken, however slow the machine.
      await document.fonts.ready;
      showFocus();
      await nextFrame();
      await expect.element(page.elementLocator(viewport)).toMatchScreenshot(`${storyId}-${name}`);
    }
  } finally {
    viewport.remove();
    still.remove();
  }
});
