// The first script of a page prerendered for signed-in musicians (see musiciansOnly in build.ts): the
// page needs a session, so a browser without one goes to /welcome, as the app would send it, but before
// anything of the page is drawn.
if (sessionToken() === null) location.replace('/welcome');
