import Bowser from 'bowser';
import { pushCopy } from '@shared/push-copy.ts';

/** Shorter names than the user agent's for the list of devices. */
const shortNames: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome OS': 'ChromeOS',
};
const short = (name: string | undefined) => (name ? (shortNames[name] ?? name) : undefined);

/** The browser and the system a user agent names, in words, for the list of devices. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return pushCopy.unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  // An iPhone and an iPad both run iOS: the owner tells them apart by the device.
  const system = short(os.name === 'iOS' ? (platform.model ?? os.name) : os.name);
  const name = short(browser.name);
  if (name && system) return pushCopy.device(name, system);
  return name ?? system ?? pushCopy.unknownDevice;
}
