// The first script of a page prerendered for signed-in musicians (see musiciansOnly in build.ts): the
// page needs a session, so a browser without one goes to /welcome, as the app would send it, but before
// anything of the page is drawn. The session is the one the PocketBase SDK keeps in localStorage under
// `pocketbase_auth` (its default LocalAuthStore); a token past its expiry is none, as for the SDK.
(() => {
  let signedIn = false;
  try {
    const token = JSON.parse(localStorage.getItem('pocketbase_auth') ?? 'null')?.token;
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    signedIn = typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
  } catch {
    // No session, or one that cannot be read.
  }
  if (!signedIn) location.replace('/welcome');
})();
