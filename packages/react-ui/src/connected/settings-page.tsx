import { type FormOutcome, practiceSettings } from '@tunedeck/core';
import type { ExportKind } from '@tunedeck/core/import';
import { useState } from 'react';
import { ChangeEmailDialog } from '../dialogs/change-email/change-email-dialog.js';
import { ChangePasswordDialog } from '../dialogs/change-password/change-password-dialog.js';
import { DeleteAccountDialog } from '../dialogs/delete-account/delete-account-dialog.js';
import { ReauthenticateDialog } from '../dialogs/reauthenticate/reauthenticate-dialog.js';
import { downloadFile } from '../internal/download.js';
import type { ServerError } from '../internal/use-form-fields.js';
import { useNavigate } from '../primitives/link/link.js';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { SettingsScreen } from '../screens/settings/settings-screen.js';
import { useStageSettings } from '../stage/stage-settings.js';
import { useTheme } from '../theme/theme.js';
import { serverErrorOf } from './server-error.js';

export const PASSWORD_CHANGED_TEXT = 'Your password has been changed.';

type Open = 'change-email' | 'change-password' | 'delete-account' | 'reauthenticate' | null;

/**
 * Settings connected: change email (then logged out until the new address is confirmed), change
 * password (this device stays signed in), delete the account after the password again.
 */
export function SettingsPage() {
  const client = useTunedeck();
  const navigate = useNavigate();
  const { account } = useClientState();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ServerError<string>>();
  const [notice, setNotice] = useState<string>();
  const email = account?.email;
  const [theme, setTheme] = useTheme();
  const [stage, setStage] = useStageSettings();

  // The exports load with their first use (papaparse stays out of the page until then).
  const download = async (kind: ExportKind) => {
    const current = client.state.account;
    if (!current) return;
    const { exportFile } = await import('@tunedeck/core/import');
    // The charts come a moment after the library: a backup or an iReal Pro page waits for them (offline,
    // with what the device holds).
    if (kind !== 'csv') await client.charts.ready();
    const file = exportFile(kind, client.state.library, current, Date.now());
    downloadFile(file.name, file.type, file.text);
  };

  const show = (next: Open) => {
    setServerError(undefined);
    setOpen(next);
  };
  /** Runs a form command: the dialog stays open with its message on a refusal; spinners always stop. */
  const run = async <F extends string>(command: Promise<FormOutcome<F>>, done: () => void) => {
    setBusy(true);
    try {
      const outcome = await command;
      if (outcome.ok) {
        setOpen(null);
        done();
      } else {
        setServerError(serverErrorOf(outcome));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SettingsScreen
        email={email}
        notice={notice}
        theme={theme}
        stage={stage}
        onStageChange={setStage}
        practice={practiceSettings(account)}
        onPracticeChange={(settings) => void client.practice.setSettings(settings)}
        onThemeChange={setTheme}
        onChangeEmail={() => show('change-email')}
        onChangePassword={() => show('change-password')}
        onDeleteAccount={() => show('delete-account')}
        onExportCsv={() => void download('csv')}
        onExportBackup={() => void download('backup')}
        onExportIReal={() => void download('ireal')}
      />
      {open === 'change-email' && email ? (
        <ChangeEmailDialog
          email={email}
          busy={busy}
          serverError={serverError as ServerError<'newEmail' | 'password'> | undefined}
          onSubmit={(value) => void run(client.auth.changeEmail(value), () => navigate('/welcome'))}
          onClose={() => show(null)}
        />
      ) : null}
      {open === 'change-password' && email ? (
        <ChangePasswordDialog
          email={email}
          busy={busy}
          serverError={serverError as ServerError<'oldPassword' | 'newPassword'> | undefined}
          onSubmit={(value) =>
            void run(client.auth.changePassword(value), () => setNotice(PASSWORD_CHANGED_TEXT))
          }
          onClose={() => show(null)}
        />
      ) : null}
      {open === 'delete-account' ? (
        <DeleteAccountDialog onConfirm={() => show('reauthenticate')} onClose={() => show(null)} />
      ) : null}
      {open === 'reauthenticate' && email ? (
        <ReauthenticateDialog
          action="delete your account"
          actionLabel="Confirm Delete"
          email={email}
          busy={busy}
          serverError={serverError as ServerError<'password'> | undefined}
          onSubmit={(password) => void run(client.auth.deleteAccount(password), () => navigate('/welcome'))}
          onClose={() => show(null)}
        />
      ) : null}
    </>
  );
}
