// The visitor's user agent, for what a device decides (the maps app, a phone's layout). The server's
// first screen (build/first-screen.tsx, decision 076) is drawn in Node for the request's agent; the
// browser's render then replaces it with the browser's own.

let agentOnServer = '';

/** Draws the server's next first screen for `userAgent`. */
export function drawForAgent(userAgent: string): void {
  agentOnServer = userAgent;
}

/** Whether this render runs on the server. */
export const onServer = (): boolean => typeof window === 'undefined';

/** The browser's user agent, or on the server the request's. */
export const visitorAgent = (): string => (onServer() ? agentOnServer : navigator.userAgent);
