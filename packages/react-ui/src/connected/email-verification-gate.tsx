import { Suspense } from 'react';
import { lazyChunk } from '../internal/lazy-chunk.js';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { serverErrorOf } from './server-error.js';

// Loaded only for an account still unverified. If it cannot load (offline before the app was saved on
// the device), it comes when the network does: verifying the address needs the network anyway.
const EmailVerificationDialog = lazyChunk(
  async () =>
    (await import('../dialogs/email-verification/email-verification-dialog.js')).EmailVerificationDialog,
  () => null,
);

/**
 * The blocking Email Verification dialog while the signed-in account is unverified. It goes away by
 * itself once the account is verified anywhere: the account arrives by realtime.
 */
export function EmailVerificationGate() {
  const client = useTunedeck();
  const { account } = useClientState();
  if (!account || account.verified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationDialog
        email={account.email}
        onLogOut={() => void client.auth.logOut()}
        onResend={async () => {
          const outcome = await client.auth.resendVerification();
          return outcome.ok ? outcome : { ok: false, message: serverErrorOf(outcome)?.message };
        }}
      />
    </Suspense>
  );
}
