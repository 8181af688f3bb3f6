import { agentCopy, agentTypes, agentChannels, duplicateAgentName } from '../agents.ts';
import { authCopy } from '../auth-copy.ts';
import { appointmentsCopy } from '../bookings.ts';
import { MIN_PASSWORD_LENGTH } from '../auth/password-rules.ts';
import { briefingCopy, briefingSteps, industryLabels, languageOptions } from '../briefing.ts';
import { CONVERSATION_IDLE_CLOSE_HOURS, conversationCopy } from '../conversations.ts';
import { dashboardCopy, dashboardStatLabels } from '../dashboard.ts';
import { historyCopy } from '../history.ts';
import { inboxCopy } from '../inbox.ts';
import { notificationCopy } from '../notifications.ts';
import { playgroundCopy } from '../playground.ts';
import { plans } from '../plans.ts';
import { navCopy, screenTitles, topBarCopy } from '../portal-copy.ts';
import { preferencesCopy } from '../preferences.ts';
import { profileCopy } from '../profile-copy.ts';
import { publicCopy } from '../public-copy.ts';
import {
  attachmentExtensions,
  attachmentMaxBytes,
  attachmentMaxCount,
  formatFileSize,
  ticketCopy,
  ticketsPerHour,
} from '../support.ts';
import { type HelpArticle, listOf, nav, quoted, screenLink } from './article-shape.ts';

const { login } = authCopy;
const steps = briefingSteps;
const labels = briefingCopy.labels;

export const gettingStartedArticles: readonly HelpArticle[] = [
  {
    id: 'sign-in-and-find-your-way',
    title: 'Sign in and find your way around the portal',
    description:
      'Sign in, read the dashboard, and learn where each part of the portal is in the sidebar.',
    category: 'getting-started',
    type: 'guide',
    body: [
      { heading: 'Sign in' },
      {
        steps: [
          `Choose ${publicCopy.portalLogin} at the top of the website.`,
          `Enter your ${login.email} and ${login.password} and choose ${login.submit}. Tick ${login.rememberMe} on your own computer to stay signed in after you close the browser; leave it off on a shared one.`,
          `Forgot your password? Choose ${quoted(login.forgotPassword)}, enter your email and choose ${authCopy.forgotPassword.submit}. The email holds a link to choose a new password; it works once.`,
        ],
      },
      `New here? Choose Create an account on the sign-in page and confirm your address with the link in the verification email we send you.`,
      { heading: 'The dashboard' },
      `After signing in you land on the ${screenTitles.dashboard}. Its three cards count this calendar month against the last: ${listOf(Object.values(dashboardStatLabels))}. ${dashboardCopy.recentActivity} lists the latest conversations started, handed over, taken over, resolved and rated; each opens its conversation. A new account also sees a getting-started checklist of four steps there.`,
      { heading: 'The sidebar' },
      `The sidebar groups the portal by task: ${navCopy.businessSetup} (your briefing and what your agents know), ${navCopy.aiAgents}, ${navCopy.conversations} (live chats, history and analytics), ${navCopy.integrations}, ${navCopy.billing} and ${navCopy.support}. On a phone, open it with the menu button at the top left.`,
      `The bell at the top shows how many notifications you have not read; choose one to read it, or ${notificationCopy.markAllRead}. The ${topBarCopy.accountMenu.toLowerCase()} beside it holds ${topBarCopy.profile} and ${topBarCopy.signOut}.`,
    ],
    links: [screenLink('dashboard')],
  },
  {
    id: 'write-your-business-briefing',
    title: 'Write your business briefing',
    description:
      'Tell your agents who you are, what you sell and how you speak: everything they answer starts here.',
    category: 'getting-started',
    type: 'guide',
    body: [
      `The briefing is what every agent knows about your business. Its description, key services and common questions are searched for every customer question, so plain, specific sentences give better answers than slogans.`,
      {
        steps: [
          `Open ${nav('businessSetup', 'businessBriefing')}.`,
          `${steps[0]}: enter your ${labels.companyName}, choose your ${labels.industry} (${listOf(Object.values(industryLabels), 'or')}), and write a ${labels.description} and your ${labels.targetAudience}. Under ${labels.languages}, choose every language your customers write in. ${labels.keyServices} and ${labels.commonQuestions} are worth filling in: agents answer from them.`,
          `${steps[1]}: choose the ${labels.tonePreference} that fits your brand and, if you like, describe a communication style and a personality.`,
          `${steps[2]}: ready-made answers for situations that come up often, such as a frustrated customer or a question about prices. Choose ${briefingCopy.addTemplate} for more.`,
          `${steps[3]}: check everything, then choose ${briefingCopy.activate}. The page confirms: ${quoted(briefingCopy.activated)}`,
        ],
      },
      `Write the way you would brief a new employee: "We rent compact and family cars at the airport, from $35 a day, with free cancellation up to 24 hours before pick-up" teaches more than "the best cars in town".`,
      `Use ${briefingCopy.back} and ${briefingCopy.next} to move between the steps; a step's required fields must be filled in before ${briefingCopy.next}. You can come back at any time: the wizard opens with your saved briefing, ready to change and activate again.`,
      `The first language you choose is the one your website chat speaks (${listOf(languageOptions.slice(0, 5), 'or')} where it can; otherwise English). The tone and response templates are shared with ${screenTitles.personality}: changing them in one place changes both.`,
    ],
    links: [screenLink('briefing'), screenLink('personality')],
  },
  {
    id: 'create-your-first-agent',
    title: 'Create your first AI agent',
    description:
      'Add an agent with a name, a type and the channels it works on, then manage it from its card.',
    category: 'getting-started',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${nav('aiAgents', 'manageAgents')} and choose ${agentCopy.newAgent}.`,
          `Give it an ${agentCopy.nameLabel} your team will recognise and choose its ${agentCopy.typeLabel}: ${listOf(agentTypes, 'or')}.`,
          `Under ${agentCopy.channelsLabel}, choose at least one: ${listOf(agentChannels, 'or')}. Choose Webchat to put the agent on your website.`,
          `Choose ${agentCopy.create}. The new agent is active and starts with 0 conversations.`,
        ],
      },
      { heading: 'On each agent card' },
      `${playgroundCopy.test} opens a chat with the agent to try it as a customer would. ${agentCopy.edit} opens its personality. ${agentCopy.viewAnalytics} shows how its conversations went. The card also shows its ${agentCopy.conversations.toLowerCase()} with customers and when it was ${agentCopy.lastActive.toLowerCase()}.`,
      `The menu at the top right of the card offers ${agentCopy.settings}, ${agentCopy.duplicate} (a copy named like ${quoted(duplicateAgentName('Sales Assistant'))}), ${agentCopy.deactivate} or ${agentCopy.activate}, and ${agentCopy.delete}. An inactive agent does not start new conversations: your website chat offers visitors to leave a message instead. Deleting an agent cannot be undone.`,
      `Your plan sets how many agents you can have, active or not: up to ${plans.essential.limits.aiAgents} on ${plans.essential.name}, with no limit on ${plans.professional.name}. At the limit, creating or duplicating an agent is refused with an ${agentCopy.upgradePlan} link.`,
    ],
    links: [screenLink('agents')],
  },
  {
    id: 'test-agent-in-playground',
    title: 'Test an agent before customers see it',
    description:
      'Chat with your agent as a customer would, see which knowledge each answer came from, and watch it hand over.',
    category: 'getting-started',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${nav('aiAgents', 'manageAgents')} and choose ${playgroundCopy.test} on the agent's card.`,
          `The agent opens with its greeting. Type a question in ${quoted(playgroundCopy.messageLabel)} as a customer would, with their words and typos, and choose ${playgroundCopy.send}.`,
          `Under an answer, choose the number of sources (such as ${quoted(playgroundCopy.sources(2))}) to see what it was built from.`,
          `Choose ${playgroundCopy.startOver} for a fresh conversation.`,
        ],
      },
      { heading: 'What the sources mean' },
      `Each source names where the answer came from (${listOf(Object.values(playgroundCopy.sourceKinds), 'or')}), the passage it used, and a percentage: how closely it matched the question. ${playgroundCopy.openSource} takes you to that knowledge, to correct it or add to it.`,
      { heading: 'When it hands over' },
      `The agent passes the conversation to your team when the customer asks for a person (for example "can I talk to someone?") or when it finds nothing it is sure enough of. The chat then shows ${quoted(playgroundCopy.handedOver)}: with a real customer, the conversation now waits for a person in ${nav('conversations', 'liveConversations')}.`,
      `Test conversations never count towards your plan or your figures, and the bell tells you of their hand-overs without sending an email. ${screenTitles.conversationHistory} hides them unless you set ${historyCopy.testsLabel} to ${historyCopy.testLabels.include} or ${historyCopy.testLabels.only}.`,
    ],
    links: [screenLink('agents')],
  },
  {
    id: 'answer-waiting-conversations',
    title: 'Take over a conversation waiting for a person',
    description:
      'When a customer asks for a person or the agent is unsure, answer them yourself from the live inbox, then hand back or close.',
    category: 'getting-started',
    type: 'guide',
    body: [
      `When a conversation is handed over, the bell shows ${quoted(conversationCopy.notificationTitle)} and we email you (you can turn the email off on your ${screenTitles.profile}). The sidebar shows how many wait beside ${navCopy.liveConversations}.`,
      {
        steps: [
          `Open ${nav('conversations', 'liveConversations')}. Conversations waiting for a person come first, the longest wait at the top, with how long each has waited.`,
          `Choose one to read it as it happens, then choose ${inboxCopy.takeOver}. The agent stops answering and the customer sees that you joined the conversation.`,
          `Write in ${quoted(inboxCopy.replyLabel)} and choose ${inboxCopy.send}. ${inboxCopy.insertResponse} starts your reply from one of your custom responses.`,
          `When the agent can go on, choose ${inboxCopy.handBack}. When the matter is settled, choose ${inboxCopy.close}: the agent's farewell is sent, the customer can rate the conversation, and it moves to ${navCopy.history}.`,
        ],
      },
      `You can take over any open conversation, even one the agent is still answering. If a colleague took it over first, the inbox says who.`,
      `A conversation is handed over when the customer asks for a person, when the agent is not sure of the answer, when the answer engine fails, or when a visitor leaves a message while the agent is unavailable. One without a message for ${CONVERSATION_IDLE_CLOSE_HOURS} hours closes by itself.`,
    ],
    links: [screenLink('liveConversations')],
  },
  {
    id: 'take-bookings',
    title: 'Let your agents book appointments',
    description:
      'Set your opening hours and what customers can book, and your agents offer the free times and book them on every channel, into your calendar.',
    category: 'getting-started',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${navCopy.appointments} in the sidebar. Under ${quoted(appointmentsCopy.hours.title)}, choose your ${appointmentsCopy.hours.timeZone.toLowerCase()}, each day's hours (two stretches leave a break between them), and under ${quoted(appointmentsCopy.hours.exceptionsTitle)} your holidays and short days. Choose ${appointmentsCopy.hours.save}.`,
          `Under ${quoted(appointmentsCopy.services.title)}, choose ${appointmentsCopy.services.add}: what customers book (a test drive, a cleaning), how long it takes, the minutes kept free around it, and its price as customers should read it. ${appointmentsCopy.services.agents} names the agents that offer it; none named, every agent does.`,
          `Under ${quoted(appointmentsCopy.resources.title)}, add the people or things a booking takes, each with your hours or their own, and their days off: two of them take two customers at the same time.`,
          `Connect Google or Apple Calendar under ${navCopy.integrations}, so times taken there are never offered and bookings appear in it.`,
        ],
      },
      `A customer who asks to book, in any of the widget's languages, is offered the next free times (buttons in the widget, a numbered list on WhatsApp and Telegram), gives a name and an email or phone, confirms, and gets a confirmation by email with a link to change or cancel it, and a reminder the day before.`,
      `Try it in the playground: you go through every step, and the last one says what a customer would get. Nothing is booked from the playground.`,
      `${quoted(appointmentsCopy.bookings.title)} lists the next days' bookings. From a booking's menu, ${appointmentsCopy.bookings.move} or ${appointmentsCopy.bookings.cancel.toLowerCase()}: the customer is told by email and in the chat they booked in. ${appointmentsCopy.bookings.add} books a customer in by hand.`,
    ],
    links: [screenLink('appointments')],
  },
  {
    id: 'update-profile-and-password',
    title: 'Change your name or password',
    description:
      'Update the name the portal greets you with, change your password, and what to do about your email address.',
    category: 'getting-started',
    type: 'article',
    body: [
      `Open ${topBarCopy.profile} from the ${topBarCopy.accountMenu.toLowerCase()} at the top right.`,
      { heading: profileCopy.personalInformation },
      {
        steps: [
          `Choose ${profileCopy.editProfile}, change your ${profileCopy.name}, and choose ${profileCopy.save}.`,
          `${profileCopy.emailNote} Choose ${profileCopy.contactSupport} to send us a ticket.`,
        ],
      },
      { heading: profileCopy.changePassword },
      {
        steps: [
          `Enter your ${profileCopy.currentPassword.toLowerCase()}, then the ${profileCopy.newPassword.toLowerCase()} twice: at least ${MIN_PASSWORD_LENGTH} characters.`,
          `Choose ${profileCopy.submitPassword}. ${profileCopy.changePasswordIntro}`,
        ],
      },
      `If you forgot your current password, sign out and choose ${quoted(login.forgotPassword)} on the sign-in page.`,
      `The same page holds ${preferencesCopy.title.toLowerCase()}: whether we email you when a conversation waits for a person.`,
    ],
    links: [screenLink('profile')],
  },
  {
    id: 'submit-support-ticket',
    title: 'Ask our support team for help',
    description:
      'Submit a ticket with screenshots or documents attached; our team answers by email.',
    category: 'getting-started',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${nav('support', 'submitTicket')}.`,
          `Write a ${ticketCopy.subject} and a ${ticketCopy.description}: what you did, what you expected and what happened instead.`,
          `Choose a ${ticketCopy.category} (${listOf(Object.values(ticketCopy.categories), 'or')}) and a ${ticketCopy.priority}; it starts at ${ticketCopy.priorities.medium}.`,
          `To add screenshots or documents, choose ${ticketCopy.chooseFiles}: up to ${attachmentMaxCount} files of ${listOf(
            attachmentExtensions.map((ext) => ext.toUpperCase()),
            'or',
          )}, each at most ${formatFileSize(attachmentMaxBytes)}.`,
          `Choose ${ticketCopy.submit}. The page confirms: ${quoted(ticketCopy.submitted)}`,
        ],
      },
      `Your tickets are listed under the form, newest first, with their files. Our team answers by email, at the address you sign in with.`,
      `You can submit up to ${ticketsPerHour} tickets an hour. A file of another type, or a larger one, is refused before anything is sent: the form says which file and why.`,
    ],
    links: [screenLink('ticket')],
  },
];
