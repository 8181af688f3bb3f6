import {
  billingCycleDays,
  formatDollars,
  GRACE_DAYS,
  subscriptionCopy,
  TRIAL_DAYS,
  TRIAL_REMINDER_DAYS,
} from '../billing.ts';
import { conversationCopy } from '../conversations.ts';
import { formatBytes, knowledgeLimitBytes } from '../knowledge.ts';
import { plans, type PlanId } from '../plans.ts';
import { screenTitles } from '../portal-copy.ts';
import { ticketCopy } from '../support.ts';
import { usageCopy, usageHistoryDays, usageMeterCopy, usageThresholds } from '../usage.ts';
import { type HelpArticle, listOf, nav, quoted, screenLink } from './article-shape.ts';

const { essential, professional } = plans;
/** '$199.00 a month': a plan's price, always with its currency. */
const priceOf = (plan: PlanId) => `${formatDollars(plans[plan].monthlyPrice)} a month`;
const count = (value: number) => value.toLocaleString('en-US');
/** 'up to 1,000 conversations/month, basic AI customization and …' */
const featuresOf = (plan: PlanId) =>
  listOf(plans[plan].features.map((feature) => feature[0]!.toLowerCase() + feature.slice(1)));
const conversationLimit = essential.limits.conversationsPerMonth!;
const meters = usageMeterCopy;

export const billingArticles: readonly HelpArticle[] = [
  {
    id: 'billing-dates-and-payments',
    title: 'Plans, prices and your next payment',
    description:
      'Compare the Essential and Professional plans, and see what you pay each month and when.',
    category: 'billing',
    type: 'article',
    body: [
      `Prices are in US dollars. Every account starts on ${essential.name}.`,
      {
        points: [
          `${essential.name}, ${priceOf('essential')}: ${featuresOf('essential')}, with room for ${count(essential.limits.activeUsers!)} active users, ${essential.limits.aiAgents} AI agents and ${formatBytes(knowledgeLimitBytes.essential)} of knowledge text.`,
          `${professional.name}, ${priceOf('professional')}: ${featuresOf('professional')}, with no limit on active users or agents and ${formatBytes(knowledgeLimitBytes.professional)} of knowledge text.`,
        ],
      },
      `Open ${nav('billing', 'subscription')} to see your plan. Its ${subscriptionCopy.currentPlan} card shows your ${subscriptionCopy.monthlyPayment.toLowerCase()} and your ${subscriptionCopy.nextBillingDate.toLowerCase()}, ${billingCycleDays} days ahead. ${subscriptionCopy.availablePlans} lists both plans with what each includes.`,
      `A new account starts with a ${TRIAL_DAYS}-day free trial of the plan chosen at sign-up, with no card. The page shows the days left and ${quoted(subscriptionCopy.addCard)}; without a card, your agents stop answering customers when the trial ends (your team still sees the inbox). You are told ${TRIAL_REMINDER_DAYS} days before, by mail and in the bell.`,
      `Once a card pays, the page lists your ${subscriptionCopy.invoices.toLowerCase()} with a PDF of each, ${quoted(subscriptionCopy.managePayment)} changes the card, and ${quoted(subscriptionCopy.cancelSubscription)} ends the subscription when the paid period does. ${subscriptionCopy.downgrade} moves you back to ${essential.name}; the rest of the period is credited to your next invoice. If a payment fails, your agents keep answering for ${GRACE_DAYS} days while you update the card. For any question about a payment, submit a ticket in the ${ticketCopy.categories.billing} category.`,
    ],
    links: [screenLink('subscription'), screenLink('ticket')],
  },
  {
    id: 'upgrade-to-professional',
    title: 'Upgrade from Essential to Professional',
    description: `Remove the limits on conversations, active users and agents. See what the upgrade charges and when it takes effect.`,
    category: 'billing',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${nav('billing', 'subscription')}.`,
          `Under ${subscriptionCopy.availablePlans}, choose ${subscriptionCopy.upgrade} on ${professional.name} (${priceOf('professional')}).`,
          `The confirmation says ${quoted(subscriptionCopy.confirmBody)} and shows the amount: ${quoted(subscriptionCopy.confirmAmount(formatDollars(professional.monthlyPrice)))}`,
          `Choose ${subscriptionCopy.confirm}. The page says ${quoted(subscriptionCopy.upgraded)}`,
        ],
      },
      `During the free trial nothing is charged: the confirmation also says when the trial ends, and the new plan's price is what the card pays once added. With a card, the payment provider charges the difference for the rest of the period at once.`,
      `The upgrade takes effect at once: your ${subscriptionCopy.currentPlan.toLowerCase()} card shows ${professional.name}, ${nav('billing', 'usage')} shows ${usageCopy.unlimited} for conversations, active users and agents, and your knowledge can grow to ${formatBytes(knowledgeLimitBytes.professional)}. If your website chat was taking messages because the month's conversations were used up, it chats again straight away.`,
      `If the upgrade fails, the page says ${quoted(subscriptionCopy.upgradeFailed)}`,
    ],
    links: [screenLink('subscription')],
  },
  {
    id: 'read-usage-meters',
    title: 'Check your usage against your plan',
    description: `See how much of your plan's conversations, active users, agents and knowledge you use this month, and when to upgrade.`,
    category: 'billing',
    type: 'article',
    body: [
      `Open ${nav('billing', 'usage')}. Each meter shows what you use against your plan's limit:`,
      {
        points: [
          `${meters.conversations.name}: conversations started this calendar month (UTC), on every channel. It starts again from zero on the first of each month.`,
          `${meters.activeUsers.name}: the customers who started those conversations.`,
          `${meters.aiAgents.name}: every agent you have, active or not.`,
          `${meters.knowledge.name}: the text of your questions, answers and documents.`,
        ],
      },
      `A meter is green under ${usageThresholds.warning}%, yellow (${quoted(usageCopy.levels.warning)}) from ${usageThresholds.warning}% and red (${quoted(usageCopy.levels.critical)}) from ${usageThresholds.critical}%. When any meter reaches ${usageThresholds.critical}%, the page shows ${quoted(usageCopy.bannerTitle)} with a way to the plans. On ${professional.name}, meters without a limit say ${usageCopy.unlimited}.`,
      `${usageCopy.history} below the meters shows conversations and active users for each of the last ${usageHistoryDays} days; point at a day to see its figures. Playground tests are never counted.`,
    ],
    links: [screenLink('usage')],
  },
  {
    id: 'monthly-conversation-limit',
    title: 'When the month’s conversations are used up',
    description: `What customers see when your plan's monthly conversations run out, what keeps working, and how to carry on.`,
    category: 'billing',
    type: 'article',
    body: [
      `${essential.name} includes ${count(conversationLimit)} conversations a month. Every conversation a customer starts counts once, however many messages it has, on the website chat and through the API alike. Your own tests in the playground and the ${screenTitles.websiteWidget} preview never count.`,
      { heading: 'What happens at the limit' },
      `Conversations already open carry on as usual. New ones cannot start until the month ends:`,
      {
        points: [
          `Your website chat tells visitors it is busy and asks for their email and a message instead. Each message reaches ${nav('conversations', 'liveConversations')} as a conversation waiting for a person, so no customer is lost: answer them by email.`,
          `Software using your API keys is told: ${quoted(conversationCopy.conversationLimit(essential.name, conversationLimit))}`,
        ],
      },
      { heading: 'How to carry on' },
      `Upgrade to ${professional.name} (${priceOf('professional')}): it has no monthly limit, and the chat answers again at once. Or wait: the count starts again on the first of the next month (UTC).`,
      `To see it coming, watch the ${meters.conversations.name} meter on ${nav('billing', 'usage')}: it turns yellow at ${usageThresholds.warning}% and red at ${usageThresholds.critical}%.`,
    ],
    links: [screenLink('usage'), screenLink('subscription')],
  },
];
