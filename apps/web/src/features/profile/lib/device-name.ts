import Bowser from 'bowser';

/** A device in words from its browser's User-Agent: "Chrome on macOS", "Safari on iOS". */
export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/** Whether the User-Agent is of a phone or tablet (for the icon). */
export function isMobileDevice(userAgent: string): boolean {
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet';
}
