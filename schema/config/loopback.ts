/**
 * A development origin is a loopback one: the configuration allows plain http there, runs the Paynow sandbox
 * there without saying so, and uses the development ads secret there. One list, so the three agree.
 */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** True when the URL's host (as `new URL` spells it) is a loopback address. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.includes(hostname);

/** True for an origin such as http://127.0.0.1:8787. */
export const isLoopbackOrigin = (origin: string): boolean => isLoopbackHost(new URL(origin).hostname);
