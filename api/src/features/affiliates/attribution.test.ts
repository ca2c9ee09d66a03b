// The pure parts of attribution: what is a code, a visitor id, a bot.
import { isBot, normalizeCode, validVisitorId } from './attribution';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('normalizeCode', () => {
  it('uppercases a code and ignores what is not one', () => {
    expect(normalizeCode(' minhanh ')).toBe('MINHANH');
    expect(normalizeCode('AB_12-x')).toBe('AB_12-X');
    for (const bad of ['', '   ', 'mã giới', 'A B', 'x'.repeat(33), '<script>', null, undefined]) {
      expect(normalizeCode(bad)).toBeNull();
    }
  });
});

describe('validVisitorId', () => {
  it('takes 8 to 128 characters of letters, digits, _ and -', () => {
    expect(validVisitorId('abcd1234')).toBe('abcd1234');
    expect(validVisitorId('a'.repeat(128))).toBe('a'.repeat(128));
    for (const bad of ['abc1234', 'a'.repeat(129), 'abcd 1234', 'abcd1234é', '', null, undefined]) {
      expect(validVisitorId(bad)).toBeNull();
    }
  });
});

describe('isBot', () => {
  it('lets browsers through (a Cubot phone too)', () => {
    for (const agent of [
      CHROME,
      IPHONE,
      'Mozilla/5.0 (Linux; Android 12; CUBOT X50) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36',
    ]) {
      expect(isBot(agent)).toBe(false);
    }
  });

  it('refuses crawlers, previews, HTTP libraries, headless browsers and a missing User-Agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Wget/1.21.4',
      'node',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(isBot(agent)).toBe(true);
    }
  });
});
