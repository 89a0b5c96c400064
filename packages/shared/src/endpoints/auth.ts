import { endpoint } from './endpoint';
import type { contracts } from './auth.contracts';

// Where each call of auth.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const logInWithPassword = endpoint<Contracts['logInWithPassword']>({ method: 'POST', path: '/api/v1/auth/login' });
export const registerAccount = endpoint<Contracts['registerAccount']>({ method: 'POST', path: '/api/v1/auth/register', status: 201 });
export const verifyEmailToken = endpoint<Contracts['verifyEmailToken']>({ method: 'GET', path: '/api/v1/auth/verify-email/:token' });
export const resendVerificationMail = endpoint<Contracts['resendVerificationMail']>({ method: 'POST', path: '/api/v1/auth/resend-verification' });
export const forgetPassword = endpoint<Contracts['forgetPassword']>({ method: 'POST', path: '/api/v1/auth/forget-password' });
export const checkResetToken = endpoint<Contracts['checkResetToken']>({ method: 'GET', path: '/api/v1/auth/reset-password/:token' });
export const resetPasswordWithToken = endpoint<Contracts['resetPasswordWithToken']>({ method: 'POST', path: '/api/v1/auth/reset-password/:token' });
export const startGoogleSignIn = endpoint<Contracts['startGoogleSignIn']>({ method: 'GET', path: '/api/v1/auth/google' });
export const finishGoogleSignIn = endpoint<Contracts['finishGoogleSignIn']>({ method: 'GET', path: '/api/v1/auth/google/callback' });
