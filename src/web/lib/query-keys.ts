/**
 * Query keys more than one feature refreshes: the briefing's tone and templates are the
 * personality's tone and custom responses, so saving either screen refreshes the other.
 */
export const briefingQueryKey = ['briefing'] as const;
/** The account's personality; each agent's lives under it, so refreshing it refreshes theirs. */
export const personalityQueryKey = ['personality'] as const;
/** The account's agents: their cards, and their thresholds on AI Configuration. */
export const agentsQueryKey = ['agents'] as const;
/** The bell's notifications: a hand-over adds one, so live events refresh them. */
export const notificationsQueryKey = ['notifications'] as const;
/** The live inbox's open conversations, refreshed by every live event. */
export const inboxQueryKey = ['inbox'] as const;
/** The knowledge base; a question Analytics adds to it refreshes it too. */
export const knowledgeQueryKey = ['knowledge'] as const;
/** History's pages and transcripts. */
export const historyQueryKey = ['history'] as const;
/** The dashboard's figures and activity, refreshed by every live event. */
export const dashboardQueryKey = ['dashboard'] as const;
/** The business's website read as knowledge (AI Configuration, the onboarding checklist). */
export const websitesQueryKey = ['websites'] as const;
