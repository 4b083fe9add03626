// Where the Quick Start's callout goes: beside the control the step points at, on a side with room
// that covers neither it nor anything else the musician reads or uses (a title, a button, a link, a
// knowledge colour), and inside the frame; where no side has such room, under the step bar, kept in
// view with it, its tip toward the control below. The control is scrolled into the view left below
// the bar (and the callout under it).
import {
  arrow as arrowTo,
  autoUpdate,
  computePosition,
  offset,
  type Placement,
  shift,
} from '@floating-ui/dom';
import { useLayoutEffect, useRef } from 'react';

type Ref<T> = { current: T | null };

export interface CalloutRefs {
  /** The tour's frame (the callout floats inside it). */
  root: Ref<HTMLElement>;
  /** The step bar, kept at the top of the view. */
  bar: Ref<HTMLElement>;
  callout: Ref<HTMLElement>;
  tip: Ref<HTMLElement>;
  /** The screen under the tour: what the callout must not cover is there. */
  stage: Ref<HTMLElement>;
}

/** Between the callout and the control: room for the tip and the control's ring. */
const GAP = 14;
/** The least room kept to the edges of the view. */
const EDGE = 8;
const SIDES: readonly Placement[] = ['bottom', 'top', 'right', 'left'];
/** How far below the callout kept under the bar a control may be for its tip to point at it. */
const NEAR = 96;

/** What a callout must leave readable and usable beside the control it points at. */
const KEEP_CLEAR =
  'h1, h2, h3, a[href], button, input, select, textarea, label, .td-knowledge, .td-picker__key, [data-tour-highlight]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes overlap by more than a hair (borders that touch do not count). */
function overlaps(a: Box, b: Box, margin = 0): boolean {
  return (
    Math.min(a.right, b.right + margin) - Math.max(a.left, b.left - margin) > 1 &&
    Math.min(a.bottom, b.bottom + margin) - Math.max(a.top, b.top - margin) > 1
  );
}

/** The box around every control pointed at (step 18 points at three songs). */
export function around(elements: readonly HTMLElement[]) {
  const first = elements[0] as HTMLElement;
  return {
    contextElement: first,
    getBoundingClientRect() {
      const boxes = elements.map((element) => element.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const right = Math.max(...boxes.map((box) => box.right));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      return { x: left, y: top, left, top, right, bottom, width: right - left, height: bottom - top };
    },
  };
}

/** What is on screen beside the controls that the callout must not cover. */
function keepClear(stage: Element | null, anchors: readonly HTMLElement[]): Box[] {
  if (!stage) return [];
  const boxes: Box[] = [];
  for (const element of stage.querySelectorAll(KEEP_CLEAR)) {
    if (anchors.some((anchor) => anchor.contains(element) || element.contains(anchor))) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    boxes.push(box);
  }
  return boxes;
}

/** Keeps `scroll-padding-top` of the page at the height kept by the tour at the top of the view. */
function keepTop(height: number) {
  document.documentElement.style.scrollPaddingTop = `${Math.round(height)}px`;
}

/**
 * Places the callout for `anchors` (the controls the step points at; none: under the bar), again when
 * `content` changes (its size does) and at a new size of the window; while it floats beside them it
 * follows them as the page scrolls.
 */
export function usePlacedCallout(
  refs: CalloutRefs,
  anchors: readonly HTMLElement[] | null,
  content: string,
  hidden: boolean,
) {
  // The bar's height, for the callout kept under it.
  useLayoutEffect(() => {
    const root = refs.root.current;
    const bar = refs.bar.current;
    if (!root || !bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--td-tour-bar-h', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, [refs.root, refs.bar]);

  // Where it went for these controls: the next words for the same controls (NEXT, NEXT again…) stay
  // under the bar if they were there, and the screen does not jump from step to step.
  const last = useRef<{ anchors: readonly HTMLElement[]; docked: boolean } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` changes the callout's size.
  useLayoutEffect(() => {
    const floating = refs.callout.current;
    const root = refs.root.current;
    const tip = refs.tip.current;
    if (!floating || !root || !tip || hidden) return;
    let run = 0;
    let stop = () => {};
    const barBottom = () => refs.bar.current?.getBoundingClientRect().bottom ?? 0;

    /** Floats the callout on `side` of the reference; returns where it is on screen (null: too late). */
    const float = async (reference: ReturnType<typeof around>, side: Placement, mine: number) => {
      const top = Math.max(0, barBottom()) + EDGE;
      const { x, y, middlewareData } = await computePosition(reference, floating, {
        placement: side,
        strategy: 'absolute',
        middleware: [
          offset(GAP),
          shift({ boundary: root, padding: { top, right: EDGE, bottom: EDGE, left: EDGE } }),
          arrowTo({ element: tip, padding: 16 }),
        ],
      });
      // Placed again meanwhile (another step, another size): this answer is stale.
      if (mine !== run) return null;
      floating.dataset.place = side;
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
      const vertical = side === 'bottom' || side === 'top';
      tip.style.left = vertical ? `${middlewareData.arrow?.x ?? 0}px` : '';
      tip.style.top = vertical ? '' : `${middlewareData.arrow?.y ?? 0}px`;
      tip.hidden = false;
      return floating.getBoundingClientRect();
    };

    /** Under the bar, in the page's flow: its tip toward the controls when they are just below it. */
    const dock = (reference: ReturnType<typeof around> | null) => {
      floating.dataset.place = 'dock';
      floating.style.left = '';
      floating.style.top = '';
      const box = floating.getBoundingClientRect();
      keepTop(barBottom() + box.height + EDGE);
      if (reference) reveal(reference);
      const target = reference?.getBoundingClientRect();
      // Only toward controls just below it: a tip across half the screen would point at others.
      const bottom = floating.getBoundingClientRect().bottom;
      const below = target && target.top >= bottom && target.top - bottom <= NEAR;
      tip.hidden = !below;
      tip.style.top = '';
      if (target && below) {
        const middle = (target.left + target.right) / 2 - box.left;
        tip.style.left = `${Math.min(Math.max(middle, 20), box.width - 20)}px`;
      }
    };

    /**
     * Scrolls the controls into the view below what the tour keeps at its top, as little as it takes
     * (what is above them stays in view), or from their top when they are taller than the view.
     */
    const reveal = (reference: ReturnType<typeof around>) => {
      const box = reference.getBoundingClientRect();
      const top = Number.parseFloat(document.documentElement.style.scrollPaddingTop) || 0;
      if (box.top >= top && box.bottom <= window.innerHeight - EDGE) return;
      const room = window.innerHeight - top - EDGE;
      reference.contextElement.scrollIntoView?.({
        block: box.height > room ? 'start' : 'nearest',
        behavior: 'instant',
      });
    };

    const decide = async (fresh: boolean) => {
      run += 1;
      const mine = run;
      stop();
      stop = () => {};
      if (!anchors) {
        dock(null);
        return;
      }
      const reference = around(anchors);
      if (!fresh && last.current?.anchors === anchors && last.current.docked) {
        dock(reference);
        return;
      }
      last.current = { anchors, docked: true };
      // Where the page was: kept under the bar, the callout needs no room beside the controls.
      const start = window.scrollY;
      // Out of the page's flow first, where it will float: then the controls are where they will be.
      floating.dataset.place = 'bottom';
      keepTop(barBottom() + EDGE);
      reveal(reference);
      // Room for the callout on one side: a control near an edge comes toward the middle.
      const box = reference.getBoundingClientRect();
      const height = floating.getBoundingClientRect().height + GAP;
      if (box.top - height < barBottom() && box.bottom + height > window.innerHeight)
        reference.contextElement.scrollIntoView?.({ block: 'center', behavior: 'instant' });
      const clear = keepClear(refs.stage.current, anchors);
      const frame = root.getBoundingClientRect();
      const target = reference.getBoundingClientRect();
      for (const side of SIDES) {
        const placed = await float(reference, side, mine);
        if (!placed || mine !== run) return;
        const inside =
          placed.top >= barBottom() + EDGE / 2 &&
          placed.bottom <= window.innerHeight - EDGE / 2 &&
          placed.left >= Math.max(frame.left, 0) &&
          placed.right <= Math.min(frame.right, window.innerWidth);
        if (!inside || overlaps(placed, target, 6)) continue;
        if (clear.some((other) => overlaps(placed, other))) continue;
        stop = autoUpdate(reference, floating, () => void float(reference, side, mine), {
          layoutShift: false,
        });
        last.current = { anchors, docked: false };
        return;
      }
      window.scrollTo({ top: start, behavior: 'instant' });
      dock(reference);
    };

    void decide(false);
    // A new size of the window: every side is tried again.
    let pending = 0;
    const again = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => void decide(true));
    };
    window.addEventListener('resize', again);
    return () => {
      run += 1;
      stop();
      cancelAnimationFrame(pending);
      window.removeEventListener('resize', again);
      delete floating.dataset.place;
      floating.style.left = '';
      floating.style.top = '';
      document.documentElement.style.scrollPaddingTop = '';
    };
  }, [anchors, content, hidden, refs]);
}
