// The session as a page's first script reads it, before anything of the app has loaded: the token the
// PocketBase SDK keeps in localStorage under `pocketbase_auth` (its default LocalAuthStore), or null
// when there is none or it is past its expiry, as for the SDK's `authStore.isValid`. The build puts it
// in each first script that needs it (firstScript in first-script.ts). If the adapter ever keeps the
// session elsewhere, this is the one place to change besides it.
// biome-ignore lint/correctness/noUnusedVariables: the first scripts it is put before call it
const sessionToken = () => {
  try {
    const token = JSON.parse(localStorage.getItem('pocketbase_auth') ?? 'null')?.token;
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? token : null;
  } catch {
    return null;
  }
};
