import UAParser from 'ua-parser-js';

/**
 * A session's device as people name it, from the User-Agent its browser sent: "Chrome 131 on Android", with
 * the maker and model when the browser gives them ("Mobile Safari 17 on iOS (Apple iPhone)"). Null when the
 * User-Agent names neither a browser nor a system (a script, or none sent): the screens then say
 * "Unknown device" in their own language. Parsed by ua-parser-js 1.x (MIT; its 2.x is AGPL).
 */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const browserName = [browser.name, browser.major].filter(Boolean).join(' ');
  const label = [browserName, os.name].filter(Boolean).join(' on ');
  if (!label) return null;
  // Without a maker the model is a placeholder (reduced User-Agents say "K" for every Android phone).
  return device.vendor && device.model ? `${label} (${device.vendor} ${device.model})` : label;
}
