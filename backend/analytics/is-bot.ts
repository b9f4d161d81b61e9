/**
 * Whether a User-Agent is a robot rather than a shopper, so crawlers, link previews and performance tools do
 * not inflate a vendor's views. isbot knows the crawlers (Googlebot, bingbot, Slurp, WhatsApp/Facebook link
 * previews…); the extra pattern adds headless browsers and audit tools it lets through. A missing or blank
 * User-Agent is a script, not a person.
 *
 * Our own end-to-end tests drive headless Chromium, so they record no views: tests of view counting call the
 * recorder with an ordinary browser User-Agent instead.
 */
import { isbot } from 'isbot';

const EXTRA =
  /headless|lighthouse|pagespeed|preview|crawl|spider|slurp|bot\b|phantomjs|puppeteer|playwright|curl\/|wget\/|python-requests|node-fetch|undici/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  if (ua.length < 10) return true;
  return isbot(ua) || EXTRA.test(ua);
}
