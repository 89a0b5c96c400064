import { i18n } from '../../i18n/i18n';

// Texts of spec §5 and §8 shared by several auth screens.
export const authMessages = i18n('auth-common', {
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  backToLogin: 'Back to login',
  or: 'or',
  continueWithGoogle: 'Continue with Google',
  resendVerification: 'Resend verification email',
  resendFailed: 'Failed to resend the verification email. Please try again.',
});

/** Spec §9: register and reset both send the person to /login after this long. */
export const redirectToLoginDelayMs = 3000;
