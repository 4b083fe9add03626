import { formatCount, importFileProblem } from '@tunedeck/core';
import type { ImportOptions, ImportRow, TunedeckBackup } from '@tunedeck/core/import';
import { useRef, useState } from 'react';
import { useTunedeck } from '../provider/provider.js';
import { type BackupSummary, ImportScreen, type ImportStep } from '../screens/import/import-screen.js';

/** Lets the progress bar paint before the next piece of work takes the main thread. */
const paint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const summaryOf = (backup: TunedeckBackup): BackupSummary => ({
  songs: backup.library.songs.length,
  sets: backup.library.sets.length,
  wishes: backup.library.wishlist.length,
  exportedAt: backup.exportedAt,
});

/**
 * Import connected: a file or pasted text is read by core's readers, previewed against the library as
 * it is, and written as one atomic change (or a backup restored into an empty account).
 */
export function ImportPage() {
  const client = useTunedeck();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const source = useRef<{ rows: ImportRow[]; name?: string | undefined; backup?: TunedeckBackup }>({
    rows: [],
  });
  /** Stops the reading or checking under way (Cancel): nothing has been written yet. */
  const work = useRef<AbortController | null>(null);

  /** A step that Cancel stops (nothing is written yet): its signal, and the bar follows its rows. */
  const cancellable = (label: string, rows?: number) => {
    const stop = new AbortController();
    work.current?.abort();
    work.current = stop;
    setState({ step: 'working', label, max: rows ?? 1, ...(rows ? { value: 0 } : {}), cancel: true });
    const onProgress = (done: number) => {
      if (!stop.signal.aborted)
        setState({ step: 'working', label, value: done, max: rows ?? 1, cancel: true });
    };
    return { signal: stop.signal, onProgress };
  };

  const read = async (text: string, name?: string) => {
    const reading = cancellable(name ? `Reading ${name}` : 'Reading the pasted text');
    await paint();
    if (reading.signal.aborted) return;
    const read = await client.imports.read(text, name);
    if (reading.signal.aborted) return;
    if (read.kind === 'backup') {
      if (!read.backup) {
        setState({ step: 'choose', message: read.problems[0].message });
        return;
      }
      source.current = { rows: [], name, backup: read.backup };
      setState({
        step: 'backup',
        summary: summaryOf(read.backup),
        message: (await client.imports.restoreProblem()) ?? undefined,
      });
      return;
    }
    if (read.rows.length === 0) {
      // Core says why: the reader's first problem, or that no tune was found.
      setState({ step: 'choose', message: read.problems[0]?.message });
      return;
    }
    source.current = { rows: read.rows, name };
    const checking = cancellable(`Checking ${formatCount(read.rows.length)} tunes`, read.rows.length);
    const preview = await client.imports.preview(read.rows, {}, checking).catch((error: unknown) => {
      // Cancelled: the screen is back to choosing a file already.
      if (checking.signal.aborted) return null;
      throw error;
    });
    if (!preview) return;
    setState({
      step: 'preview',
      kind: read.kind,
      source: name,
      preview,
      problems: read.problems,
      update: false,
    });
  };

  const preview = async (update: boolean) => {
    if (state.step !== 'preview') return;
    const options: ImportOptions = { update };
    setState({ ...state, update, preview: await client.imports.preview(source.current.rows, options) });
  };

  const confirm = async () => {
    if (state.step === 'preview') {
      work.current = null;
      setState({
        step: 'working',
        label: `Saving ${formatCount(state.preview.added.length)} new songs`,
        max: 1,
      });
      await paint();
      const written = await client.imports.commit(source.current.rows, { update: state.update });
      // A failure opens the Network Error dialog; the preview stays (with why, if too large), to try again.
      setState(written.ok ? { step: 'done', preview: written.preview } : state);
    } else if (state.step === 'backup' && source.current.backup) {
      setState({ step: 'working', label: 'Restoring the backup', max: 1 });
      await paint();
      const restored = await client.imports.restore(source.current.backup);
      if (restored.ok) setState({ step: 'restored', summary: state.summary });
      // Not empty or too large: why, with the backup still there. A failure opens the Network Error dialog.
      else setState({ ...state, message: restored.reason === 'failed' ? undefined : restored.message });
    }
  };

  return (
    <ImportScreen
      state={state}
      onFile={(file) => {
        // A file too large to import is not read at all (a page holding it could run out of memory).
        const tooLarge = importFileProblem(file.name, file.size);
        if (tooLarge) {
          setState({ step: 'choose', message: tooLarge });
          return;
        }
        void file.text().then(
          (text) => read(text, file.name),
          () => setState({ step: 'choose', message: `“${file.name}” could not be read.` }),
        );
      }}
      onPaste={(text) => void read(text)}
      onUpdateChange={(update) => void preview(update)}
      onConfirm={() => void confirm()}
      onCancel={() => {
        work.current?.abort();
        work.current = null;
        source.current = { rows: [] };
        setState({ step: 'choose' });
      }}
    />
  );
}
