/** A device as 'Sessões ativas' names it: the browser and the system, each null when not recognised. */
export type DeviceName = { browser: string | null; system: string | null };

/** The first pattern that matches names the browser; the order matters (Edge and Opera also say Chrome). */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and system a User-Agent names ('Chrome' on 'Android'), for a member to recognise a session. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  const value = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
  return { browser, system };
}
