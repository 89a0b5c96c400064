import type { RazorpayConstructor } from './razorpay-types';

const checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

let pendingLoad: Promise<RazorpayConstructor> | null = null;

/**
 * Adds Razorpay's script to the page the first time someone presses Pay (ui.md: no third-party
 * request before that). A failed load is forgotten, so pressing Pay again tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pendingLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutScriptUrl;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay failed to load'));
    };
    document.body.append(script);
  }).catch((error: unknown) => {
    pendingLoad = null;
    throw error;
  });
  return pendingLoad;
}
