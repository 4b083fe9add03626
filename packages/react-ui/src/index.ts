// @tunedeck/react-ui: Tunedeck's screens and dialogs as React components, drawn from @tunedeck/core's
// view models, plus the provider + hooks that connect them to a client store. Styles:
// import '@tunedeck/react-ui/styles.css' once.

// Charts: a tune's changes drawn as a lead sheet, and typed as text
export type { ChartEditorProps } from './chart/chart-editor.js';
export { ChartEditor } from './chart/chart-editor.js';
export type { ChartViewProps } from './chart/chart-view.js';
export { ChartView } from './chart/chart-view.js';
export { LazyTuneChart } from './chart/lazy-tune-chart.js';
export type { TuneChartProps } from './chart/tune-chart.js';
export { TuneChart } from './chart/tune-chart.js';
// Connected pages: screens wired to the client of the nearest <TunedeckProvider>
export { ContactPage } from './connected/contact-page.js';
export type { EmailAuthPageProps } from './connected/email-auth-page.js';
export { EmailAuthPage } from './connected/email-auth-page.js';
export { EmailChangePage, PasswordResetPage } from './connected/email-link-pages.js';
export { EmailVerificationGate } from './connected/email-verification-gate.js';
export type { FollowPageProps } from './connected/follow-page.js';
export { FollowPage } from './connected/follow-page.js';
export { HistoryPage } from './connected/history-page.js';
export { ImportPage } from './connected/import-page.js';
export {
  AllSongsPage,
  LibraryElementNotFound,
  SetPage,
  SetsPage,
  SongPage,
  WishListPage,
} from './connected/library-pages.js';
export { NetworkErrorHost } from './connected/network-error-host.js';
export { NotSavedHost } from './connected/not-saved-host.js';
export type { PickerPageProps } from './connected/picker-page.js';
export { errorDetails, PickerPage } from './connected/picker-page.js';
export { PracticePage, type PracticePageProps } from './connected/practice-page.js';
export { PrintChartsPage, type PrintChartsPageProps } from './connected/print-charts-page.js';
export { PASSWORD_CHANGED_TEXT, SettingsPage } from './connected/settings-page.js';
export { WelcomePage } from './connected/welcome-page.js';
// Library screens and dialogs
export type { AddFromLibraryDialogProps } from './dialogs/add-from-library/add-from-library-dialog.js';
export { AddFromLibraryDialog } from './dialogs/add-from-library/add-from-library-dialog.js';
export type { AddMultipleSongsDialogProps } from './dialogs/add-multiple-songs/add-multiple-songs-dialog.js';
export { AddMultipleSongsDialog } from './dialogs/add-multiple-songs/add-multiple-songs-dialog.js';
export type { AddMultipleSongsToListDialogProps } from './dialogs/add-multiple-songs-to-list/add-multiple-songs-to-list-dialog.js';
export { AddMultipleSongsToListDialog } from './dialogs/add-multiple-songs-to-list/add-multiple-songs-to-list-dialog.js';
export type { AddSetDialogProps } from './dialogs/add-set/add-set-dialog.js';
export { AddSetDialog } from './dialogs/add-set/add-set-dialog.js';
export type { AddSongDialogProps, AddSongTarget, AddSongValues } from './dialogs/add-song/add-song-dialog.js';
export { AddSongDialog } from './dialogs/add-song/add-song-dialog.js';
export type { AddSongToListDialogProps } from './dialogs/add-song-to-list/add-song-to-list-dialog.js';
export { AddSongToListDialog } from './dialogs/add-song-to-list/add-song-to-list-dialog.js';
export type { AlreadyInLibraryDialogProps } from './dialogs/already-in-library/already-in-library-dialog.js';
export { AlreadyInLibraryDialog } from './dialogs/already-in-library/already-in-library-dialog.js';
export type { CannotDeleteSetDialogProps } from './dialogs/cannot-delete-set/cannot-delete-set-dialog.js';
export { CannotDeleteSetDialog } from './dialogs/cannot-delete-set/cannot-delete-set-dialog.js';
export type { ChangeEmailDialogProps } from './dialogs/change-email/change-email-dialog.js';
export { ChangeEmailDialog } from './dialogs/change-email/change-email-dialog.js';
export type { ChangePasswordDialogProps } from './dialogs/change-password/change-password-dialog.js';
export { ChangePasswordDialog } from './dialogs/change-password/change-password-dialog.js';
export type { ChangeSetDialogProps } from './dialogs/change-set/change-set-dialog.js';
export { ChangeSetDialog } from './dialogs/change-set/change-set-dialog.js';
export type { ConfirmLogOutDialogProps } from './dialogs/confirm-log-out/confirm-log-out-dialog.js';
export { ConfirmLogOutDialog } from './dialogs/confirm-log-out/confirm-log-out-dialog.js';
export type { ConfirmRemoveSongsDialogProps } from './dialogs/confirm-remove-songs/confirm-remove-songs-dialog.js';
export { ConfirmRemoveSongsDialog } from './dialogs/confirm-remove-songs/confirm-remove-songs-dialog.js';
export type { ConfirmSkipDialogProps } from './dialogs/confirm-skip/confirm-skip-dialog.js';
export { ConfirmSkipDialog } from './dialogs/confirm-skip/confirm-skip-dialog.js';
export type { DeleteAccountDialogProps } from './dialogs/delete-account/delete-account-dialog.js';
export { DELETE_ACCOUNT_TEXT, DeleteAccountDialog } from './dialogs/delete-account/delete-account-dialog.js';
export type { DeleteSetDialogProps } from './dialogs/delete-set/delete-set-dialog.js';
export { DeleteSetDialog } from './dialogs/delete-set/delete-set-dialog.js';
export type { DeleteSongDialogProps } from './dialogs/delete-song/delete-song-dialog.js';
export { DeleteSongDialog } from './dialogs/delete-song/delete-song-dialog.js';
export type { EditKeyDialogProps } from './dialogs/edit-key/edit-key-dialog.js';
export { EditKeyDialog } from './dialogs/edit-key/edit-key-dialog.js';
export type { EditSetNameDialogProps } from './dialogs/edit-set-name/edit-set-name-dialog.js';
export { EditSetNameDialog } from './dialogs/edit-set-name/edit-set-name-dialog.js';
export type { EditTitleDialogProps } from './dialogs/edit-title/edit-title-dialog.js';
export { EditTitleDialog } from './dialogs/edit-title/edit-title-dialog.js';
export type {
  EmailVerificationDialogProps,
  ResendOutcome,
} from './dialogs/email-verification/email-verification-dialog.js';
export {
  EMAIL_SENT_TEXT,
  EmailVerificationDialog,
} from './dialogs/email-verification/email-verification-dialog.js';
export type { ErrorsFoundDialogProps } from './dialogs/errors-found/errors-found-dialog.js';
export { ErrorsFoundDialog } from './dialogs/errors-found/errors-found-dialog.js';
export type { MoveIntoLibraryDialogProps } from './dialogs/move-into-library/move-into-library-dialog.js';
export { MoveIntoLibraryDialog } from './dialogs/move-into-library/move-into-library-dialog.js';
export type { MoveOutDialogProps } from './dialogs/move-out/move-out-dialog.js';
export { MoveOutDialog } from './dialogs/move-out/move-out-dialog.js';
export type { NetworkErrorDialogProps } from './dialogs/network-error/network-error-dialog.js';
export { NetworkErrorDialog } from './dialogs/network-error/network-error-dialog.js';
export type { NotOnDeviceDialogProps } from './dialogs/not-on-device/not-on-device-dialog.js';
export { NotOnDeviceDialog } from './dialogs/not-on-device/not-on-device-dialog.js';
export type { NotSavedDialogProps } from './dialogs/not-saved/not-saved-dialog.js';
export { NotSavedDialog } from './dialogs/not-saved/not-saved-dialog.js';
export type { NotesDialogProps } from './dialogs/notes/notes-dialog.js';
export { NotesDialog } from './dialogs/notes/notes-dialog.js';
export type { PasswordResetDialogProps } from './dialogs/password-reset/password-reset-dialog.js';
export { PasswordResetDialog } from './dialogs/password-reset/password-reset-dialog.js';
export type { PasswordResetSentDialogProps } from './dialogs/password-reset-sent/password-reset-sent-dialog.js';
export { PasswordResetSentDialog } from './dialogs/password-reset-sent/password-reset-sent-dialog.js';
export type { QuickStartErrorDialogProps } from './dialogs/quickstart-error/quickstart-error-dialog.js';
export { QuickStartErrorDialog } from './dialogs/quickstart-error/quickstart-error-dialog.js';
export type { ReauthenticateDialogProps } from './dialogs/reauthenticate/reauthenticate-dialog.js';
export { ReauthenticateDialog } from './dialogs/reauthenticate/reauthenticate-dialog.js';
export type { ShareLiveDialogProps } from './dialogs/share-live/share-live-dialog.js';
export { ShareLiveDialog } from './dialogs/share-live/share-live-dialog.js';
export type { WishAlreadyInLibraryDialogProps } from './dialogs/wish-already-in-library/wish-already-in-library-dialog.js';
export { WishAlreadyInLibraryDialog } from './dialogs/wish-already-in-library/wish-already-in-library-dialog.js';
// Code that loads when first drawn, and says so when it cannot (offline before the app was saved)
export type { ChunkRetry } from './internal/lazy-chunk.js';
export {
  isChunkLoadError,
  type LazyChunk,
  lazyChunk,
  retryChunksByReloading,
} from './internal/lazy-chunk.js';
export type { TourTarget } from './internal/spotlight.js';
export type { ServerError } from './internal/use-form-fields.js';
// Primitives
export type { BreadcrumbProps, Crumb } from './primitives/breadcrumb/breadcrumb.js';
export { Breadcrumb } from './primitives/breadcrumb/breadcrumb.js';
export type { ButtonProps, ButtonVariant } from './primitives/button/button.js';
export { Button } from './primitives/button/button.js';
export type { DialogProps } from './primitives/dialog/dialog.js';
export { Dialog, DialogActions, DialogAsideContext } from './primitives/dialog/dialog.js';
export type { EmptyStateProps } from './primitives/empty-state/empty-state.js';
export { EmptyState } from './primitives/empty-state/empty-state.js';
export type { CheckboxProps, RadioGroupProps, RadioOption } from './primitives/field/choice.js';
export { Checkbox, RadioGroup } from './primitives/field/choice.js';
export type {
  FieldProps,
  PasswordFieldProps,
  SelectOption,
  SelectProps,
  TextAreaProps,
  TextFieldProps,
} from './primitives/field/field.js';
export { PasswordField, Select, TextArea, TextField } from './primitives/field/field.js';
export type { KeyNameProps } from './primitives/key-name/key-name.js';
export { KeyName } from './primitives/key-name/key-name.js';
export type { KeyWheelProps } from './primitives/key-wheel/key-wheel.js';
export { KeyWheel } from './primitives/key-wheel/key-wheel.js';
export type { KnowledgeBadgeProps } from './primitives/knowledge-badge/knowledge-badge.js';
export { KnowledgeBadge } from './primitives/knowledge-badge/knowledge-badge.js';
export { AppLayout } from './primitives/layout/app-layout.js';
export type { LinkProps, Navigate } from './primitives/link/link.js';
export { ButtonLink, Link, useNavigate } from './primitives/link/link.js';
export type { MenuItem, MenuProps } from './primitives/menu/menu.js';
export { Menu } from './primitives/menu/menu.js';
export type { PageHeaderProps } from './primitives/page-header/page-header.js';
export { PageHeader } from './primitives/page-header/page-header.js';
export type { SpinnerProps } from './primitives/spinner/spinner.js';
export { Spinner } from './primitives/spinner/spinner.js';
// Provider and hooks
export type { TunedeckProviderProps } from './provider/provider.js';
export { TunedeckProvider, useClient, useClientState, useTunedeck } from './provider/provider.js';
export type { AllSongsMenuAction, AllSongsScreenProps } from './screens/all-songs/all-songs-screen.js';
export { ALL_SONGS_MENU_LABELS, AllSongsScreen } from './screens/all-songs/all-songs-screen.js';
export type { ContactScreenProps } from './screens/contact/contact-screen.js';
export { ContactScreen, MESSAGE_SENT_TEXT } from './screens/contact/contact-screen.js';
export type { DocsScreenProps } from './screens/docs/docs-screen.js';
export { DocsScreen } from './screens/docs/docs-screen.js';
export type { EmailAuthScreenProps } from './screens/email-auth/email-auth-screen.js';
export { EmailAuthScreen } from './screens/email-auth/email-auth-screen.js';
export type { EmailLinkKind, EmailLinkScreenProps } from './screens/email-link/email-link-screen.js';
export { EmailLinkScreen } from './screens/email-link/email-link-screen.js';
export type { EmbedScreenProps } from './screens/embed/embed-screen.js';
export { EmbedScreen } from './screens/embed/embed-screen.js';
export type { FollowKeep, FollowScreenProps, FollowState } from './screens/follow/follow-screen.js';
export { FOLLOW_ENDED, FollowScreen } from './screens/follow/follow-screen.js';
export type { HelpScreenProps } from './screens/help/help-screen.js';
export { HelpScreen } from './screens/help/help-screen.js';
export type { HistoryScreenProps } from './screens/history/history-screen.js';
export { HISTORY_PAGE, HistoryScreen } from './screens/history/history-screen.js';
export type {
  BackupSummary,
  ImportScreenProps,
  ImportStep,
} from './screens/import/import-screen.js';
export { IMPORT_LIST_LIMIT, ImportScreen } from './screens/import/import-screen.js';
export { LibraryScreen } from './screens/library/library-screen.js';
export type { SongBesideListProps } from './screens/library/song-beside-list.js';
export { SongBesideList } from './screens/library/song-beside-list.js';
export type { SongListProps } from './screens/library/song-list.js';
export { SongList } from './screens/library/song-list.js';
export type { Destination, NavigationProps, PublicNavigationProps } from './screens/navigation/navigation.js';
export { DESTINATIONS, Navigation, PublicNavigation } from './screens/navigation/navigation.js';
export type { PageNotFoundScreenProps } from './screens/not-found/not-found-screen.js';
export { NOT_FOUND_TEXT, NotFoundScreen, PageNotFoundScreen } from './screens/not-found/not-found-screen.js';
export type { NotOnDeviceScreenProps } from './screens/not-on-device/not-on-device-screen.js';
export { NOT_ON_DEVICE_TITLE, NotOnDeviceScreen } from './screens/not-on-device/not-on-device-screen.js';
export type { PickerReadyView } from './screens/picker/picker-draw.js';
export { drawPickerScreen, PICKER_TEMPLATE_ID } from './screens/picker/picker-draw.js';
export { PickerScreenTemplate } from './screens/picker/picker-early.js';
// Screens
export type { PickerMenuAction, PickerMenuProps } from './screens/picker/picker-menu.js';
export { PICKER_MENU_LABELS, PickerMenu } from './screens/picker/picker-menu.js';
export type { PickerScreenProps } from './screens/picker/picker-screen.js';
export { OFFLINE_TEXT, PickerScreen, PickerScreenLoading } from './screens/picker/picker-screen.js';
export type { LevelChartProps } from './screens/practice/level-chart.js';
export { LevelChart } from './screens/practice/level-chart.js';
export type { PracticeCalendarProps } from './screens/practice/practice-calendar.js';
export { PracticeCalendar } from './screens/practice/practice-calendar.js';
export type { PracticeScreenProps, PracticeSuggestionView } from './screens/practice/practice-screen.js';
export { PracticeScreen } from './screens/practice/practice-screen.js';
export type { PrintChartsScreenProps } from './screens/print/print-charts-screen.js';
export { PrintChartsScreen } from './screens/print/print-charts-screen.js';
export type { QuickStartScreenProps } from './screens/quick-start/quick-start-screen.js';
export { QuickStartScreen } from './screens/quick-start/quick-start-screen.js';
export type { CalloutArrow, QuickStartStep } from './screens/quick-start/steps.js';
export { QUICK_START_STEPS_TEXT, TOUR_LOST_TEXT } from './screens/quick-start/steps.js';
export type { SetMenuAction, SetScreenProps } from './screens/set/set-screen.js';
export { SET_MENU_LABELS, SetScreen } from './screens/set/set-screen.js';
export type { SetsScreenProps } from './screens/sets/sets-screen.js';
export { SetsScreen } from './screens/sets/sets-screen.js';
export type { SettingsScreenProps } from './screens/settings/settings-screen.js';
export { SettingsScreen } from './screens/settings/settings-screen.js';
export type { StageKeysSettingsProps } from './screens/settings/stage-keys.js';
export { StageKeysSettings } from './screens/settings/stage-keys.js';
export type { SongFieldName, SongScreenProps } from './screens/song/song-screen.js';
export { SongScreen } from './screens/song/song-screen.js';
export type { SyncStatusBadgeProps } from './screens/sync/sync-status.js';
export { SyncStatusBadge } from './screens/sync/sync-status.js';
export type { UpdatePromptProps } from './screens/update/update-prompt.js';
export { UpdatePrompt } from './screens/update/update-prompt.js';
export type { AuthField, AuthFormKind, ForgotRequest } from './screens/welcome/auth-form.js';
export type { WelcomeScreenProps } from './screens/welcome/welcome-screen.js';
export { WelcomeScreen } from './screens/welcome/welcome-screen.js';
export type { WelcomeSignedInScreenProps } from './screens/welcome/welcome-signed-in-screen.js';
export {
  PREFERENCE_SAVED_TEXT,
  WelcomeSignedInScreen,
} from './screens/welcome/welcome-signed-in-screen.js';
export type { WishListMenuAction, WishListScreenProps } from './screens/wishlist/wishlist-screen.js';
export { WISH_LIST_MENU_LABELS, WishListScreen } from './screens/wishlist/wishlist-screen.js';
export { useInstrument } from './stage/instrument.js';
export { setStageSettings, storedStageSettings, useStageSettings } from './stage/stage-settings.js';
export { storedInstrument } from './stage/stored-instrument.js';
export { useWakeLock } from './stage/wake-lock.js';
// Widgets
export type { ThemeChoice } from './theme/theme.js';
export { applyTheme, setTheme, storedTheme, THEME_CHOICES, useTheme } from './theme/theme.js';
export type {
  PickerAction,
  PickerCardProps,
  PickerCardTune,
  PickerTheme,
} from './widgets/picker/picker-card.js';
export { PickerCard } from './widgets/picker/picker-card.js';
export type { PickerWidgetProps } from './widgets/picker/picker-widget.js';
export { PickerWidget } from './widgets/picker/picker-widget.js';
