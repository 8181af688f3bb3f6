import { agentCopy } from '../agents.ts';
import { aiConfigCopy } from '../ai-config.ts';
import { ANALYTICS_MAX_DAYS } from '../analytics.ts';
import { analyticsCopy } from '../analytics-copy.ts';
import { dashboardCopy, dashboardStatLabels } from '../dashboard.ts';
import { historyCopy } from '../history.ts';
import { phrasingCopy } from '../knowledge.ts';
import { screenTitles } from '../portal-copy.ts';
import { type HelpArticle, listOf, nav, quoted, screenLink } from './article-shape.ts';

const figures = analyticsCopy;

export const analyticsArticles: readonly HelpArticle[] = [
  {
    id: 'dashboard-statistics',
    title: 'What the dashboard figures mean',
    description:
      'Read the three dashboard figures and their change since last month, and the list of recent activity.',
    category: 'analytics',
    type: 'article',
    body: [
      `The ${screenTitles.dashboard} counts this calendar month so far and compares it with the whole of last month. Your own tests in the playground are never counted.`,
      {
        points: [
          `${dashboardStatLabels.activeUsers}: the customers who started a conversation this month.`,
          `${dashboardStatLabels.totalConversations}: the conversations started this month, on every channel.`,
          `${dashboardStatLabels.activeAgents}: the agents switched on now; beneath, how many of them had conversations this month and last.`,
        ],
      },
      `Under the other figures, the change in per cent ${dashboardCopy.versusLastMonth}: green when it rose, red when it fell. Early in a month the figures are naturally lower than last month's. When last month had nothing to compare with, the card says ${quoted(dashboardCopy.newThisMonth)}.`,
      `${dashboardCopy.recentActivity} lists the latest events as they happen: a conversation started, escalated to your team, taken over, resolved by the agent or rated by the customer. Choose one to open its conversation.`,
      `For your plan's limits, see ${nav('billing', 'usage')}; for how conversations went, ${nav('conversations', 'analytics')}.`,
    ],
    links: [screenLink('dashboard')],
  },
  {
    id: 'read-conversation-analytics',
    title: 'Read your conversation analytics',
    description:
      'See how many conversations your agents handled alone, how fast customers got an answer, and what they asked that agents could not answer.',
    category: 'analytics',
    type: 'article',
    body: [
      `Open ${nav('conversations', 'analytics')}. It shows the ${figures.defaultRange.toLowerCase()}; change ${figures.fromLabel} and ${figures.toLabel} for another range of up to ${ANALYTICS_MAX_DAYS} days, and choose an ${figures.agentLabel.toLowerCase()} or a ${figures.channelLabel.toLowerCase()} to look at one alone. ${agentCopy.viewAnalytics} on an agent's card opens it for that agent. Playground tests never count here.`,
      { heading: 'The headline figures' },
      {
        points: [
          `${figures.conversations}: every conversation started in the range.`,
          `${figures.resolvedByAgent}: closed without ever being handed over. The higher, the more your agents save you.`,
          `${figures.handedOver}: handed over, and someone on your team replied.`,
          `${figures.unresolved}: handed over, but nobody on your team has replied. Look at these first.`,
          `${figures.agentFirstResponse} and ${figures.personFirstResponse}: how long customers waited for the first answer, from their first message (for the agent) or from the hand-over (for your team). ${quoted(figures.typical)} is the usual wait; ${quoted(figures.slowest('…'))} is how long all but the slowest tenth waited.`,
          `${figures.ratings}: the share of customer ratings that were a thumbs up.`,
        ],
      },
      { heading: 'The charts' },
      `${quoted(figures.perDayTitle)} shows each day's conversations and how many were handed over. ${quoted(figures.outcomesTitle)} splits them into the outcomes above, plus those ${figures.outcomeLabels.open.toLowerCase()}. ${quoted(figures.hoursTitle)} shows when customers write, to plan who is around to take over. Days and hours are in UTC. ${figures.showTable} gives any chart's figures as a table.`,
      { heading: 'Close the gaps' },
      `${quoted(figures.unansweredTitle)} lists the questions your agents handed over because they had no answer, the most asked first. Choose ${figures.addToKnowledge}, write the answer and choose ${figures.knowledgeDialog.save}: it becomes a question and answer in your ${aiConfigCopy.knowledgeTitle.toLowerCase()}, and agents answer it from then on.`,
      `When a question and answer you have already answers it, in other words, choose ${quoted(figures.knowledgeDialog.asPhrasing)} instead, pick that question (the one your agents found closest comes chosen: check that it answers) and choose ${figures.knowledgeDialog.save}: the customer's words are added to its ${quoted(phrasingCopy.label)}, and agents give its answer to questions worded like them.`,
    ],
    links: [screenLink('analytics')],
  },
  {
    id: 'search-and-export-history',
    title: 'Find, export or delete past conversations',
    description:
      'Search every conversation by its words, filter by agent, channel or date, download them, or erase a customer who asks to be forgotten.',
    category: 'analytics',
    type: 'guide',
    body: [
      `Open ${nav('conversations', 'history')}: every conversation, newest first, with its customer, agent, channel, first message, status, how it ended and its rating.`,
      { heading: 'Find a conversation' },
      {
        steps: [
          `Type words from the conversation in ${quoted(historyCopy.searchLabel)}. Put a phrase in quotes to find it exactly, or a minus before a word to leave out conversations that have it.`,
          `Narrow the list by ${listOf(
            [
              historyCopy.agentLabel,
              historyCopy.channelLabel,
              historyCopy.statusLabel,
              historyCopy.resolutionLabel,
            ].map((label) => label.toLowerCase()),
          )}, or by dates with ${historyCopy.fromLabel} and ${historyCopy.toLabel}. ${historyCopy.clear} starts again.`,
          `Choose a conversation to read it whole, with the sources of each of the agent's answers.`,
        ],
      },
      `Your playground tests are hidden; set ${quoted(historyCopy.testsLabel)} to ${historyCopy.testLabels.include} or ${historyCopy.testLabels.only} to see them. The address of the page keeps your search and filters, so you can bookmark it or send it to a colleague.`,
      { heading: 'Export' },
      `${historyCopy.exportCsv} downloads the conversations that match your filters for a spreadsheet, one row per message; ${historyCopy.exportJson} downloads them for other software. A conversation's own page exports just that one.`,
      { heading: 'Delete' },
      `On a conversation's page, ${historyCopy.delete} removes it for good: it leaves the history and analytics, and no longer counts towards this month's conversations. ${historyCopy.erase} removes everything of that customer: every conversation, message and contact detail. Use it when a customer asks to be forgotten. Both ask first and cannot be undone.`,
    ],
    links: [screenLink('conversationHistory')],
  },
];
