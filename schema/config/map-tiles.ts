/** Map tiles' host as a Content-Security-Policy source (the configuration checks it; the CSP uses it). */

/**
 * The CSP source of a tile template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png: its scheme and
 * host, a placeholder in the first label becoming a wildcard (*.tile.openstreetmap.org). Null for a template
 * whose host cannot be written as a source (a placeholder deeper in the name).
 */
export function tileSource(template: string): string | null {
  const match = /^https:\/\/([^/?#]+)/.exec(template);
  if (!match) return null;
  const [first, ...rest] = match[1].toLowerCase().split('.');
  const host = [first.includes('{') ? '*' : first, ...rest].join('.');
  return /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) && rest.length > 0 ? `https://${host}` : null;
}
