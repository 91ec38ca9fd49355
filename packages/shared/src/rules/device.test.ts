import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, widthBelowQuery, widthFromQuery } from './device';

const AGENTS = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
};

describe('isMobileUserAgent (spec 1, 9: the learning area detects mobile by user agent)', () => {
  it.each([
    ['androidChrome', true],
    ['androidTablet', true],
    ['iphoneSafari', true],
    ['ipadDesktopMode', true],
    ['operaMini', true],
    ['macSafari', false],
    ['windowsChrome', false],
    ['linuxFirefox', false],
  ] as const)('%s -> %s', (agent, mobile) => {
    expect(isMobileUserAgent(AGENTS[agent])).toBe(mobile);
  });

  it('believes the browser client hint over the user-agent string', () => {
    expect(isMobileUserAgent(AGENTS.windowsChrome, true)).toBe(true);
    expect(isMobileUserAgent(AGENTS.androidChrome, false)).toBe(false);
  });

  it('never throws and answers a boolean for any string', () => {
    fc.assert(fc.property(fc.string(), (agent) => typeof isMobileUserAgent(agent) === 'boolean'));
  });
});

describe('width media queries', () => {
  it('below a breakpoint stops just short of it, from a breakpoint starts on it', () => {
    expect(widthBelowQuery(900)).toBe('(max-width: 899.98px)');
    expect(widthFromQuery(900)).toBe('(min-width: 900px)');
  });
});
