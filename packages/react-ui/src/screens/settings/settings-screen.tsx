import type { PracticeSettings, StageSettings } from '@tunedeck/core';
import { Button } from '../../primitives/button/button.js';
import { RadioGroup } from '../../primitives/field/choice.js';
import { ButtonLink } from '../../primitives/link/link.js';
import { PageHeader } from '../../primitives/page-header/page-header.js';
import type { ThemeChoice } from '../../theme/theme.js';
import { PracticeSettingsForm } from './practice-settings.js';
import { StageKeysSettings } from './stage-keys.js';

export interface SettingsScreenProps {
  /** The account's email; left out while the account loads. */
  email?: string | undefined;
  /** Open Change Email. */
  onChangeEmail: () => void;
  /** Open Change Password. */
  onChangePassword: () => void;
  /** Open Delete Account. */
  onDeleteAccount: () => void;
  /** A result to announce, e.g. "Your password has been changed." */
  notice?: string | undefined;
  /** The colour theme on this device; the Appearance choice shows when `onThemeChange` is given. */
  theme?: ThemeChoice;
  onThemeChange?: (theme: ThemeChoice) => void;
  /** This device's keys and pedal on the Picker; the section shows when `onStageChange` is given. */
  stage?: StageSettings;
  onStageChange?: (settings: StageSettings) => void;
  /** The practice page's limits; the Practice section shows when `onPracticeChange` is given. */
  practice?: PracticeSettings;
  onPracticeChange?: (settings: PracticeSettings) => void;
  /** Downloads the library as CSV; the Your Data section shows when the exports are given. */
  onExportCsv?: () => void;
  /** Downloads a full backup (JSON). */
  onExportBackup?: () => void;
  /** Downloads the library as an iReal Pro playlist page, charts included (shown when given). */
  onExportIReal?: () => void;
}

const THEME_OPTIONS = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

/** Settings (/settings): the login's email and password, each with Change, and account deletion. */
export function SettingsScreen(props: SettingsScreenProps) {
  return (
    <div className="td-root">
      <PageHeader title="Settings" />
      <div className="td-screen-body td-settings-page">
        <p className="td-settings__notice" role="status">
          {props.notice ?? ''}
        </p>
        <dl className="td-settings">
          <div className="td-settings__row">
            <dt>Email</dt>
            <dd className="td-settings__value">{props.email ?? '…'}</dd>
            <dd>
              {/* The visible word is the verb (one verb set, in Title Case: Change, Edit); the name says which. */}
              <Button aria-label="Change Email" onClick={props.onChangeEmail} disabled={!props.email}>
                Change
              </Button>
            </dd>
          </div>
          <div className="td-settings__row">
            <dt>Password</dt>
            <dd className="td-settings__value">
              <span aria-hidden="true">••••••••</span>
              <span className="td-visually-hidden">hidden</span>
            </dd>
            <dd>
              <Button aria-label="Change Password" onClick={props.onChangePassword} disabled={!props.email}>
                Change
              </Button>
            </dd>
          </div>
        </dl>
        {props.onThemeChange ? (
          <RadioGroup
            className="td-settings__theme"
            legend="Appearance"
            options={THEME_OPTIONS}
            value={props.theme ?? 'system'}
            onChange={(value) => props.onThemeChange?.(value as ThemeChoice)}
          />
        ) : null}
        {props.stage && props.onStageChange ? (
          <StageKeysSettings settings={props.stage} onChange={props.onStageChange} />
        ) : null}
        {props.practice && props.onPracticeChange ? (
          <PracticeSettingsForm
            // A change from another device sets the form anew.
            key={JSON.stringify(props.practice)}
            settings={props.practice}
            onSave={props.onPracticeChange}
          />
        ) : null}
        {props.onExportCsv && props.onExportBackup ? (
          <section className="td-settings__data" aria-labelledby="td-settings-data">
            <h2 id="td-settings-data" className="td-settings__heading">
              Your Data
            </h2>
            <p>
              Take your repertoire anywhere: your library as a spreadsheet (title, key, knowledge, notes and
              sets), as iReal Pro playlists with their charts, or a full backup of everything, to restore into
              an empty account. Import brings tunes in from iReal Pro, a spreadsheet, a list of titles or a
              backup.
            </p>
            <div className="td-settings__data-actions">
              <Button onClick={props.onExportCsv} disabled={!props.email}>
                Download CSV
              </Button>
              {props.onExportIReal ? (
                <Button onClick={props.onExportIReal} disabled={!props.email}>
                  Download for iReal Pro
                </Button>
              ) : null}
              <Button onClick={props.onExportBackup} disabled={!props.email}>
                Download Backup
              </Button>
              <ButtonLink variant="secondary" href="/library/import">
                Import
              </ButtonLink>
            </div>
          </section>
        ) : null}
        <div>
          <Button variant="danger" onClick={props.onDeleteAccount} disabled={!props.email}>
            Delete Your Account
          </Button>
        </div>
      </div>
    </div>
  );
}
