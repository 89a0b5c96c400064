/**
 * Installs the service worker (service-worker/sw.ts) once the page has loaded, so neither the worker
 * nor the app files it precaches compete with the first screen on slow mobile data. A browser that
 * refuses it (private mode, blocked by policy) simply runs the app without offline use.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
