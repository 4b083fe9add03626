import { lazy, Suspense } from 'react';
import { useClientState, useTunedeck } from '../provider/provider.js';
import { serverErrorOf } from './server-error.js';

// Loaded only for an account still unverified.
const EmailVerificationDialog = lazy(async () => ({
  default: (await import('../dialogs/email-verification/email-verification-dialog.js'))
    .EmailVerificationDialog,
}));

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
