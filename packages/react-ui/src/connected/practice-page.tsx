import { displayTitle, type Grade, type Id, practiceSettings } from '@tunedeck/core';
import {
  keysCoveredHistory,
  levelHistory,
  practiceCalendar,
  practicePageView,
} from '@tunedeck/core/practice';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { KeysChart } from '../screens/practice/keys-chart.js';
import { LevelChart } from '../screens/practice/level-chart.js';
import { PracticeCalendar } from '../screens/practice/practice-calendar.js';
import { PracticeScreen, type PracticeSuggestionView } from '../screens/practice/practice-screen.js';

export interface PracticePageProps {
  /** The clock (stories and tests fix it). @default Date.now */
  clock?: () => number;
  /** The time zone days are counted in. @default the device's */
  timeZone?: string;
}

/** The time, moved on each minute (the list turns over at midnight; "overdue" counts days). */
function useMinute(clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), 60_000);
    return () => clearInterval(id);
  }, [clock]);
  return now;
}

/**
 * False in the page's first drawing, then true, in a drawing of its own after the frame that shows it:
 * the charts come after today's first tune is on screen (they are below the list, hundreds of elements
 * to draw and lay out). Not `useDeferredValue`'s first value: the page is itself drawn deferred when
 * opened from the menu, and React then skips it.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame's callbacks run before it is painted; the transition's drawing is a task after it.
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/**
 * Practice connected: today's list from the library on this device (it works offline; grades sync like
 * every change), a grade moving the list on at once, and the level suggested after it, one tap to take;
 * today's tune's chart under it, in the key it is practised in, for this device's instrument.
 */
export function PracticePage({ clock = Date.now, timeZone }: PracticePageProps) {
  const client = useTunedeck();
  const { library, account, chartsLoaded } = useClientState();
  const minute = useMinute(clock);
  const settings = practiceSettings(account);
  const [busy, setBusy] = useState(false);
  const [suggestion, setSuggestion] = useState<(PracticeSuggestionView & { songId: Id }) | null>(null);

  // Worked out again when the library changes (a grade, another device) or the minute turns.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is read when the library or the minute moves
  const view = useMemo(
    () => practicePageView(library, clock(), settings, timeZone),
    [library, minute, settings, timeZone],
  );
  const hour = Math.floor(minute / 3_600_000);
  const chartsDrawn = useAfterFirstPaint();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the charts move with the reviews and the hour
  const progress = useMemo(() => {
    if (!chartsDrawn) return null;
    const now = clock();
    const calendar = practiceCalendar(library, now);
    const levels = levelHistory(library, now);
    const keys = keysCoveredHistory(library, now);
    return (
      <>
        <PracticeCalendar calendar={calendar} now={now} {...(timeZone ? { timeZone } : {})} />
        <LevelChart weeks={levels} {...(timeZone ? { timeZone } : {})} />
        <KeysChart weeks={keys} {...(timeZone ? { timeZone } : {})} />
      </>
    );
  }, [library.reviews, library.songs, library.plays, hour, timeZone, chartsDrawn]);

  const grade = async (value: Grade, seconds: number) => {
    const item = view.day.items[0];
    if (!item || busy) return;
    setBusy(true);
    try {
      const result = await client.practice.grade({ id: item.id, grade: value, key: item.key, seconds });
      if (!result.ok) return;
      setSuggestion(
        result.suggestion
          ? {
              songId: result.songId,
              title: displayTitle(item.title),
              knowledge: result.suggestion.knowledge,
              question: result.suggestion.text,
              accept: result.suggestion.accept,
            }
          : null,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <PracticeScreen
      view={view}
      busy={busy}
      clock={clock}
      onGrade={(value, seconds) => void grade(value, seconds)}
      suggestion={suggestion}
      onAcceptSuggestion={() => {
        if (suggestion) void client.practice.acceptSuggestion(suggestion.songId, suggestion.knowledge);
        setSuggestion(null);
      }}
      onDismissSuggestion={() => setSuggestion(null)}
      progress={progress}
      charts={library.charts}
      chartsLoaded={chartsLoaded}
    />
  );
}
