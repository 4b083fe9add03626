// The charts, read apart from the library. A chart on each of 5,000 tunes is about 3 MB of JSON: in the
// library's first read they made it 79 % longer (97 ms to 173 ms on the server's loopback; see the
// PocketBase adapter's bench/chart-reads.ts), so a storage with `loadCharts` leaves them out of
// `loadLibrary` and the client reads them right after the library is shown (91 ms more), and again after
// every read of it (realtime may have missed a chart changed on another device, or an import's bulk
// change). A read of the library keeps the charts the client holds (for the songs it still has), so a
// resync never drops them; events heard while the charts are read win over the answer.
import type { Library } from '../model/records.js';
import type { TunedeckStorage } from '../storage/storage.js';
import { keepCharts } from './chart-merge.js';
import type { ClientState } from './client-state.js';
import type { LibraryState } from './library-state.js';

/** What reading the charts needs of the client: filled in by `Connection`. */
export interface ChartReadsHost {
  readonly storage: TunedeckStorage;
  readonly state: ClientState;
  readonly data: LibraryState;
  /** The signed-in session's number: a read for an earlier one is dropped. */
  session(): number;
  publish(): void;
}

export class ChartReads {
  /** A read under way, and whether another is due once it ends (the library was read meanwhile). */
  private reading: Promise<void> | null = null;
  private again = false;
  /** Callers of `ready` waiting for a read. */
  private waiting: Array<(loaded: boolean) => void> = [];

  constructor(private readonly host: ChartReadsHost) {}

  /** Whether the storage reads charts apart; without `loadCharts` they come with the library. */
  get apart(): boolean {
    return typeof this.host.storage.loadCharts === 'function';
  }

  /** A library read, to show: with the charts the client holds when the storage reads them apart. */
  keep(read: Library): Library {
    return this.apart ? keepCharts(this.host.data.confirmedLibrary(), read) : read;
  }

  /** The library was read (and shown): the charts are read now, or after the read under way. */
  read(): void {
    if (!this.apart) {
      this.loaded(true);
      return;
    }
    if (this.reading) {
      this.again = true;
      return;
    }
    const session = this.host.session();
    this.reading = this.readNow(session).finally(() => {
      if (session !== this.host.session()) return;
      this.reading = null;
      if (this.again) {
        this.again = false;
        this.read();
      }
    });
  }

  private async readNow(session: number): Promise<void> {
    const mark = this.host.data.heard;
    let charts: Library['charts'];
    try {
      charts = await this.host.storage.loadCharts!();
    } catch {
      // Offline, or the session ended: the next read of the library (the network back) tries again.
      if (session === this.host.session()) this.settle(this.host.state.chartsLoaded);
      return;
    }
    if (session !== this.host.session()) return;
    this.host.data.chartsRead(charts, mark);
    this.loaded(true);
    this.host.publish();
  }

  private loaded(value: boolean): void {
    if (this.host.state.chartsLoaded !== value) this.host.state.chartsLoaded = value;
    this.settle(value);
  }

  private settle(loaded: boolean): void {
    for (const resolve of this.waiting.splice(0)) resolve(loaded);
  }

  /**
   * Resolves true once the charts are read (at once when they are), false when they cannot be now (a
   * read of them failed, or the client is offline): what needs every chart (a backup) waits for it.
   */
  ready(): Promise<boolean> {
    const { chartsLoaded, offline } = this.host.state;
    if (chartsLoaded || (offline && !this.reading)) return Promise.resolve(chartsLoaded);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Another musician (or none): reads under way are dropped and the charts count as not read. */
  reset(): void {
    this.reading = null;
    this.again = false;
    if (this.host.state.chartsLoaded) this.host.state.chartsLoaded = false;
    this.settle(false);
  }
}
