// The Import screen's commands: read a file (off the page's thread when the client can), preview what
// it would do, write it as one atomic change (or restore a backup into an empty account).
import type { TunedeckBackup } from '../import/backup.js';
import type { ImportOptions, ImportPlan, ImportPreview, ImportProgress } from '../import/plan.js';
import type { ImportRow } from '../import/rows.js';
import type { ImportSource } from '../import/source.js';
import type { Library } from '../model/records.js';
import { runInSlices } from '../model/slices.js';
import { TunedeckError } from '../storage/errors.js';
import type { ClientCore } from './client.js';
import type { ClientOptions, Failed } from './client-state.js';
import { importRules, restoreRefusal } from './command-rules.js';

/** Bringing a repertoire in (the Import screen): read, preview, then one atomic write. */
export function importCommands(core: ClientCore, readImport: ClientOptions['readImport']) {
  const { context } = core;
  const lib = () => core.library;
  /** The last preview's plan: its commit writes it while the library and the rows are as they were. */
  let previewed: {
    library: Library;
    rows: readonly ImportRow[];
    options: ImportOptions;
    plan: ImportPlan;
  } | null = null;
  const plan = async (rows: readonly ImportRow[], options: ImportOptions, progress: ImportProgress) => {
    const library = lib();
    const made = await runInSlices(
      (await importRules()).planImportSteps(library, rows, context, options),
      progress,
    );
    return { library, rows, options, plan: made };
  };
  return {
    /**
     * Reads a file's text (its name tells a spreadsheet or a backup apart) or pasted text: with the
     * client's `readImport` (off the page's thread) when it has one, else (or if that fails) here.
     */
    read: async (text: string, fileName?: string): Promise<ImportSource> => {
      const now = context.now();
      const here = async () => (await importRules()).readImportSource(text, fileName, now);
      return readImport ? readImport(text, fileName, now).catch(here) : here();
    },
    /**
     * What importing `rows` would do to the library as it is now; nothing is written. Planned in slices
     * that let the page answer between them; `progress.onProgress` is told how many rows are planned.
     */
    preview: async (
      rows: readonly ImportRow[],
      options: ImportOptions = {},
      progress: ImportProgress = {},
    ): Promise<ImportPreview> => {
      previewed = await plan(rows, options, progress);
      return previewed.plan.preview;
    },
    /**
     * Imports `rows` as one atomic change: the last preview's plan when nothing changed since (the
     * library, the rows, the options), else the plan made again on the library as it is now (another
     * device may have changed it), in slices as `preview`. Its preview says what was done.
     */
    async commit(
      rows: readonly ImportRow[],
      options: ImportOptions = {},
      progress: ImportProgress = {},
    ): Promise<
      { ok: true; preview: ImportPreview } | { ok: false; reason: 'too-large'; message: string } | Failed
    > {
      const last = previewed;
      previewed = null;
      const same =
        last?.library === lib() &&
        last.rows === rows &&
        (last.options.update ?? false) === (options.update ?? false) &&
        last.options.intoSet === options.intoSet;
      const { change, preview } = same ? last.plan : (await plan(rows, options, progress)).plan;
      // Refused before anything is sent: the server would refuse it whole.
      if (preview.tooLarge) return { ok: false, reason: 'too-large', message: preview.tooLarge };
      const written = await core.commit(change);
      return written.ok ? { ok: true, preview } : written;
    },
    /** Why a backup cannot be restored into this account now (it holds songs or wishes), or null. */
    restoreProblem: async (): Promise<string | null> => restoreRefusal(await importRules(), lib()),
    /** Restores a backup into this account, which must hold no songs and no wishes. */
    async restore(
      backup: TunedeckBackup,
    ): Promise<{ ok: true } | { ok: false; reason: 'not-empty' | 'too-large'; message: string } | Failed> {
      const account = core.account;
      if (!account) return core.failed(new TunedeckError('not-signed-in'));
      const rules = await importRules();
      const change = rules.restoreBackup(lib(), account, backup, context);
      if (!change) return { ok: false, reason: 'not-empty', message: restoreRefusal(rules, lib()) ?? '' };
      // Refused before anything is applied: the server would refuse it whole.
      const tooLarge = rules.restoreSizeProblem(change);
      if (tooLarge) return { ok: false, reason: 'too-large', message: tooLarge };
      return core.commit(change);
    },
  };
}
