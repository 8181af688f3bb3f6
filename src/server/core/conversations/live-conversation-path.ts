import { paths } from '@shared/paths.ts';

/** The portal path that opens one conversation in the live inbox. */
export const liveConversationPath = (id: string) =>
  `${paths.portal.liveConversations}?conversation=${encodeURIComponent(id)}`;
