import type { Id, PickerState } from '../model/records.js';
import type { Unsubscribe } from '../storage/storage.js';
import type { SavedPicker } from './local-chain.js';
import type { QueuedWrite, Settled } from './write-queue.js';

/**
 * What the tabs of one device tell each other about a signed-in musician, so that every tab shows every
 * tab's changes at once, offline too. Each change is kept in the device's copy before it is told.
 */
export type TabMessage =
  /** A tab made a library write (kept in the copy): every tab shows it; the sending tab sends it. */
  | { readonly type: 'write'; readonly user: Id; readonly write: QueuedWrite }
  /**
   * A tab made a large library write (an import) and the copy holds it now: told by its id, the tabs
   * read it there (a message is copied whole in the task that posts it).
   */
  | { readonly type: 'kept'; readonly user: Id; readonly id: number }
  /** The sending tab settled writes: taken, refused with their caller told, refused to keep until seen. */
  | ({ readonly type: 'settled'; readonly user: Id } & Settled)
  /** A tab picked: a set's chain of picks not yet accepted, as that tab left it. */
  | { readonly type: 'picker'; readonly user: Id; readonly chain: SavedPicker }
  /** The sending tab: the server accepted a set's state, sent with `moves` of the chain's moves. */
  | {
      readonly type: 'accepted';
      readonly user: Id;
      readonly set: Id;
      readonly state: PickerState;
      readonly moves: number;
    }
  /** The sending tab waits for the network (or no longer does). */
  | { readonly type: 'sender'; readonly user: Id; readonly offline: boolean }
  /** The musician saw a refused write in some tab: it goes in all. */
  | { readonly type: 'dismissed'; readonly user: Id; readonly id: number }
  /** A tab opened the copy: the sending tab tells it what was settled since the copy was last saved. */
  | { readonly type: 'hello'; readonly user: Id }
  /** A tab signed out and forgot the copy: a save under way elsewhere must not bring it back. */
  | { readonly type: 'cleared'; readonly user: Id };

/**
 * The tabs of one device (BroadcastChannel and Web Locks on the site, memory in tests). One tab at a time
 * sends a musician's changes to the server, chosen by `lead`; the others show them and keep theirs in the
 * device's copy for it. A tab closed (or crashed) hands the part to another.
 */
export interface TabBus {
  /**
   * This tab's number, not shared by another open tab of the device: the low bits of its write ids. It
   * may change in the tab's first moment (before a copy is read), never after.
   */
  readonly tab: number;
  /** Tells every other tab of the device. */
  post(message: TabMessage): void;
  /** Hears the other tabs. */
  listen(handler: (message: TabMessage) => void): Unsubscribe;
  /**
   * Waits until this tab is the one that sends `user`'s changes, then calls `onLead`. It stays so until
   * the returned function is called (sign-out) or the tab closes.
   */
  lead(user: Id, onLead: () => void): Unsubscribe;
}

/** A tab of a simulated device; `close()` is the tab closed (or crashed): it hears nothing more. */
export interface MemoryTab extends TabBus {
  close(): void;
}

/** The tabs of one simulated device, for tests: messages arrive as tasks, in order, as copies. */
export function memoryTabs(): { open(): MemoryTab } {
  const listeners = new Map<number, Set<(message: TabMessage) => void>>();
  const locks = new Map<
    string,
    { holder: number | null; waiting: Array<{ tab: number; grant: () => void }> }
  >();
  let count = 0;

  const release = (name: string, tab: number) => {
    const lock = locks.get(name);
    if (!lock) return;
    lock.waiting = lock.waiting.filter((waiter) => waiter.tab !== tab);
    if (lock.holder !== tab) return;
    lock.holder = null;
    const next = lock.waiting.shift();
    if (next) {
      lock.holder = next.tab;
      queueMicrotask(next.grant);
    }
  };

  return {
    open(): MemoryTab {
      count += 1;
      const tab = count;
      const heard = new Set<(message: TabMessage) => void>();
      listeners.set(tab, heard);
      const held = new Set<string>();
      return {
        tab,
        post(message) {
          const text = JSON.stringify(message);
          for (const [other, handlers] of listeners) {
            if (other === tab) continue;
            // A task, as a BroadcastChannel delivers it, not a microtask: timers and I/O run between
            // messages, so tabs answering each other can never starve the rest of the page.
            setTimeout(() => {
              for (const handler of handlers) handler(JSON.parse(text) as TabMessage);
            }, 0);
          }
        },
        listen(handler) {
          heard.add(handler);
          return () => heard.delete(handler);
        },
        lead(user, onLead) {
          const name = `lead/${user}`;
          let lock = locks.get(name);
          if (!lock) {
            lock = { holder: null, waiting: [] };
            locks.set(name, lock);
          }
          let active = true;
          const grant = () => {
            if (active) onLead();
          };
          held.add(name);
          if (lock.holder === null) {
            lock.holder = tab;
            queueMicrotask(grant);
          } else lock.waiting.push({ tab, grant });
          return () => {
            active = false;
            held.delete(name);
            release(name, tab);
          };
        },
        close() {
          listeners.delete(tab);
          for (const name of held) release(name, tab);
          held.clear();
        },
      };
    },
  };
}
