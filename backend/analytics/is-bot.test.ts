import { describe, expect, it } from 'vitest';
import { isBot } from './is-bot';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OPERA_MINI = 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16';

describe('bots are not counted as views', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yahoo Slurp', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0'],
    ['Facebook preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['a generic spider', 'SomeSpider/3.0 (+https://example.com)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    [
      'headless Chromium (our own e2e tests)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
    ['a blank one', '   '],
  ])('%s is a bot', (_name, ua) => {
    expect(isBot(ua)).toBe(true);
  });

  it('a missing header is a bot', () => {
    expect(isBot(null)).toBe(true);
    expect(isBot(undefined)).toBe(true);
  });

  it.each([
    ['Chrome on Android', CHROME_ANDROID],
    ['Safari on iPhone', SAFARI_IPHONE],
    ['Opera Mini', OPERA_MINI],
  ])('%s is a shopper', (_name, ua) => {
    expect(isBot(ua)).toBe(false);
  });
});
