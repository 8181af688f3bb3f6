import type { ChannelRecipient, ChannelSender } from './channel-sender.ts';

/**
 * How often "typing…" is sent again while the agent writes: Telegram shows it for about five
 * seconds, or until the bot's next message; WhatsApp's gateway for as long as it is asked.
 */
export const TYPING_REFRESH_MS = 4_000;

/** Runs `work` (the agent's answer) while the customer sees that the agent is typing. */
export async function keepTyping<T>(
  sender: ChannelSender | undefined,
  recipient: ChannelRecipient,
  work: () => Promise<T>,
): Promise<T> {
  if (!sender) return work();
  const show = () => void sender.typing(recipient).catch(() => {});
  show();
  const timer = setInterval(show, TYPING_REFRESH_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
