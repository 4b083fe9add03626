// The account and contact forms' rules and words, for the client store to load when a form is first
// sent: a musician on a gig, already signed in, needs none of them.
export {
  validateChangeEmail,
  validateChangePassword,
  validateLogIn,
  validateNewPassword,
  validatePasswordReset,
  validateReauthenticate,
  validateSignUp,
} from './auth.js';
export { authServerError } from './auth-errors.js';
export { validateContact } from './contact.js';
