/**
 * The words of browser notifications, apart from their schemas so the service worker can show
 * them without carrying the validation library.
 */
export const pushCopy = {
  waitingTitle: 'A customer is waiting',
  waitingBody: (agentName: string, channel: string, question: string) =>
    question
      ? `${agentName} on ${channel}: “${question}”`
      : `${agentName} passed a ${channel} conversation to your team.`,

  cardTitle: 'Browser notifications',
  toggle: 'Browser notifications on this device',
  hint: 'A notification on this computer or phone when a conversation waits for a person, even with the portal closed. Turn them on on each device you use.',
  on: 'On: this device shows a notification when a conversation waits for a person.',
  off: 'Off on this device.',
  blocked:
    'Blocked in your browser settings: allow notifications for this site there, then switch them on here.',
  unsupported: 'Not supported by this browser.',
  // iPhone and iPad give web apps notifications only once added to the Home Screen.
  installFirst:
    'On iPhone and iPad, add the portal to your Home Screen first (Share, then Add to Home Screen), open it from there and switch them on.',
  turnOnFailed: 'Browser notifications could not be turned on on this device. Please try again.',
  turnOffFailed: 'Browser notifications could not be turned off. Please try again.',
  devicesTitle: 'Devices with browser notifications',
  thisDevice: 'This device',
  added: (date: string) => `Added ${date}`,
  lastNotified: (date: string) => `last notified ${date}`,
  remove: (label: string) => `Remove ${label}`,
  loadFailed: 'Your devices could not be loaded.',
  unknownDevice: 'A browser',
  device: (browser: string, system: string) => `${browser} on ${system}`,
} as const;
