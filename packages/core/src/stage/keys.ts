// The stage: the picker driven by a keyboard or a Bluetooth page-turner pedal (which sends arrow keys,
// PageUp / PageDown, Space or Enter). Which key does what is the musician's choice, per device (pedals
// differ); these are its rules.

/** What a key can do on the stage. */
export type StageAction = 'next' | 'skip' | 'raise' | 'lower' | 'undo';

export const STAGE_ACTIONS: readonly StageAction[] = ['next', 'skip', 'raise', 'lower', 'undo'];

export const STAGE_ACTION_LABELS: Readonly<Record<StageAction, string>> = {
  next: 'NEXT',
  skip: 'SKIP',
  raise: 'Raise knowledge (↑)',
  lower: 'Lower knowledge (↓)',
  undo: 'Undo the last NEXT or SKIP',
};

/** Keys by their `KeyboardEvent.key` value; letters are kept in lower case. */
export type StageKeys = Readonly<Record<StageAction, readonly string[]>>;

export const DEFAULT_STAGE_KEYS: StageKeys = {
  next: [' ', 'ArrowRight', 'PageDown', 'Enter'],
  skip: ['ArrowLeft', 'PageUp', 's'],
  raise: ['ArrowUp'],
  lower: ['ArrowDown'],
  undo: ['Backspace', 'z'],
};

/** The stage settings of one device. */
export interface StageSettings {
  keys: StageKeys;
  /** Ask before SKIP (a mis-pressed pedal must not lose the tune). */
  confirmSkip: boolean;
}

export const DEFAULT_STAGE_SETTINGS: StageSettings = { keys: DEFAULT_STAGE_KEYS, confirmSkip: false };

/** Where a device keeps its stage settings (localStorage). */
export const STAGE_SETTINGS_KEY = 'tunedeck:stage';

/**
 * Where a leader's device notes that it started a live share (band follow; the account's id), so the
 * picker asks the server for the share after a reload, and only then. A device setting, like the
 * stage's keys (and kept beside them: the picker's page loads this module anyway).
 */
export const LIVE_SHARE_KEY = 'tunedeck:live-share';

/** A key press as the browser reports it. */
export interface StageKeyPress {
  key: string;
  /** The key is held down and the system repeats it. */
  repeat?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** A key's stored form: letters in lower case, "Spacebar" (old browsers) as " ". */
export function normaliseStageKey(key: string): string {
  if (key === 'Spacebar') return ' ';
  return key.length === 1 ? key.toLowerCase() : key;
}

/** How a key is shown in Settings: "Space", "→", "Page Down", "S". */
export function stageKeyLabel(key: string): string {
  const names: Record<string, string> = {
    ' ': 'Space',
    ArrowRight: '→',
    ArrowLeft: '←',
    ArrowUp: '↑',
    ArrowDown: '↓',
    PageDown: 'Page Down',
    PageUp: 'Page Up',
  };
  return names[key] ?? (key.length === 1 ? key.toUpperCase() : key);
}

/**
 * What a key press does on the stage, or `null`. A held key's repeats do nothing (one press, one
 * action), and so does a press with Ctrl, Alt or Meta (the browser's and the system's shortcuts).
 */
export function stageActionFor(
  press: StageKeyPress,
  keys: StageKeys = DEFAULT_STAGE_KEYS,
): StageAction | null {
  if (press.repeat || press.altKey || press.ctrlKey || press.metaKey) return null;
  const key = normaliseStageKey(press.key);
  for (const action of STAGE_ACTIONS) if (keys[action].includes(key)) return action;
  return null;
}

export type StageKeysProblem =
  | { kind: 'taken'; key: string; action: StageAction; by: StageAction }
  | { kind: 'none'; action: StageAction };

/** The message of a problem, for Settings. */
export function stageKeysMessage(problem: StageKeysProblem): string {
  if (problem.kind === 'none') return `${STAGE_ACTION_LABELS[problem.action]} needs a key.`;
  return `${stageKeyLabel(problem.key)} is already ${STAGE_ACTION_LABELS[problem.by]}.`;
}

/** What is wrong with a mapping: a key given to two actions, or NEXT or SKIP with no key. */
export function stageKeysProblems(keys: StageKeys): StageKeysProblem[] {
  const problems: StageKeysProblem[] = [];
  const owner = new Map<string, StageAction>();
  for (const action of STAGE_ACTIONS) {
    for (const key of keys[action]) {
      const by = owner.get(key);
      if (by) problems.push({ kind: 'taken', key, action, by });
      else owner.set(key, action);
    }
  }
  for (const action of ['next', 'skip'] as const)
    if (keys[action].length === 0) problems.push({ kind: 'none', action });
  return problems;
}

/**
 * Gives `key` to `action` (Settings' "press the new key"): it leaves the action that had it, so a
 * mapping never holds one key twice. Modifier keys alone and Tab (the way through the page) are refused.
 */
export function assignStageKey(keys: StageKeys, action: StageAction, rawKey: string): StageKeys | null {
  const key = normaliseStageKey(rawKey);
  if (['Shift', 'Control', 'Alt', 'Meta', 'Tab', 'Escape', 'CapsLock'].includes(key)) return null;
  const next = {} as Record<StageAction, readonly string[]>;
  for (const each of STAGE_ACTIONS) next[each] = keys[each].filter((held) => held !== key);
  next[action] = [...next[action], key];
  return next;
}

/** Takes `key` away from `action`. */
export function removeStageKey(keys: StageKeys, action: StageAction, key: string): StageKeys {
  return { ...keys, [action]: keys[action].filter((held) => held !== key) };
}

/** Reads stored stage settings; anything malformed or conflicting falls back to the defaults. */
export function parseStageSettings(raw: unknown): StageSettings {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_STAGE_SETTINGS;
  const value = raw as { keys?: unknown; confirmSkip?: unknown };
  const confirmSkip = value.confirmSkip === true;
  const stored = value.keys as Record<string, unknown> | undefined;
  if (typeof stored !== 'object' || stored === null) return { keys: DEFAULT_STAGE_KEYS, confirmSkip };
  const keys = {} as Record<StageAction, readonly string[]>;
  for (const action of STAGE_ACTIONS) {
    const list = stored[action];
    keys[action] =
      Array.isArray(list) && list.every((key) => typeof key === 'string' && key !== '')
        ? [...new Set(list.map(normaliseStageKey))]
        : DEFAULT_STAGE_KEYS[action];
  }
  return { keys: stageKeysProblems(keys).length === 0 ? keys : DEFAULT_STAGE_KEYS, confirmSkip };
}
