import { widgetTexts } from '../../widget/texts.ts';
import { agentCopy } from '../agents.ts';
import { apiDocsPath } from '../api-paths.ts';
import { channelsCopy } from '../channels-copy.ts';
import {
  apiKeyCopy,
  apiKeyPrefix,
  calendarCopy,
  integrationTimers,
  whatsappCopy,
} from '../integrations.ts';
import { caldavCopy } from '../caldav-connection.ts';
import { googleCalendarCopy } from '../google-calendar.ts';
import { personalityCopy } from '../personality.ts';
import { telegramCopy } from '../telegram.ts';
import { metaCopy } from '../meta.ts';
import { navCopy, screenTitles } from '../portal-copy.ts';
import {
  WIDGET_ALLOWED_ORIGINS_MAX,
  WIDGET_DEFAULT_COLOR,
  WIDGET_DEFAULT_LAUNCHER_LABEL,
  widgetLanguages,
} from '../webchat.ts';
import { type HelpArticle, listOf, nav, quoted, screenLink } from './article-shape.ts';

// The widget is a separate program with its own texts; the articles quote its English ones.
const widget = widgetTexts.en;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export const integrationsArticles: readonly HelpArticle[] = [
  {
    id: 'put-agent-on-website',
    title: 'Put an agent on your website',
    description:
      'Paste one line into your site, list the websites it may appear on, and choose its colours and name.',
    category: 'integrations',
    type: 'guide',
    body: [
      `${nav('channels', 'websiteWidget')} sets up the chat on your website, one card for each agent with the Webchat channel. An agent without it is listed under ${quoted(channelsCopy.notOnWebsite.replace(/:$/, ''))}: add Webchat to it on ${navCopy.manageAgents} first.`,
      {
        steps: [
          `Open ${screenTitles.websiteWidget} with the button at the end of this article.`,
          `Under ${channelsCopy.snippetTitle}, choose ${channelsCopy.copy}. ${channelsCopy.snippetHelp} Your web designer, or your site builder's "custom code" or "footer" setting, can do it.`,
          `Under ${channelsCopy.originsTitle}, list the address of every website the chat may appear on, one per line, like ${channelsCopy.originsPlaceholder} (up to ${WIDGET_ALLOWED_ORIGINS_MAX}). The chat refuses to work anywhere else, so no other site can use your agent.`,
          `Under ${channelsCopy.appearanceTitle}, choose the ${channelsCopy.colorLabel.toLowerCase()} (it starts as ${WIDGET_DEFAULT_COLOR}), the ${channelsCopy.positionLabel.toLowerCase()} (${channelsCopy.positions.right.toLowerCase()} or ${channelsCopy.positions.left.toLowerCase()} corner), the ${channelsCopy.launcherLabel.toLowerCase()} on the button (it starts as ${quoted(WIDGET_DEFAULT_LAUNCHER_LABEL)}), the ${channelsCopy.displayName.toLowerCase()} visitors see, and if you like a picture by its https address.`,
          `Choose ${channelsCopy.save}.`,
        ],
      },
      `The ${channelsCopy.previewTitle.toLowerCase()} beside the settings shows the chat as visitors will see it, with your unsaved changes. Chats there are real answers from the agent, kept as tests: they never count towards your plan.`,
      { heading: 'What visitors see' },
      `The chat opens with the agent's greeting: change it under ${personalityCopy.messagesTitle} on the agent's personality (${agentCopy.edit} on its card). It speaks your briefing's first language when that is ${listOf(
        widgetLanguages.map((code) => languageNames.of(code) ?? code),
        'or',
      )}, and English otherwise.`,
      `Visitors can choose ${quoted(widget.talkToPerson)} to reach your team in ${nav('conversations', 'liveConversations')}, and ${quoted(widget.endChat)} to finish and rate the chat. Their conversation stays open as they move from page to page.`,
      `When the agent is inactive, or your plan's conversations for the month are used up, the chat asks visitors to leave their email and a message instead. It reaches ${nav('conversations', 'liveConversations')} as a conversation waiting for a person, with their email address to answer.`,
      { heading: 'When the visitor has left' },
      `Before reaching your team, the chat asks for the visitor's name and email, both optional. Your team sees them in the live inbox and in history, for this chat and every later one.`,
      `When a person of your team replies and the visitor has closed the page, the reply is mailed to the address they left a few minutes later (replies close together go in one email), with a link that opens the same conversation again, so they can go on with it. Where your provider set up replies by email, the visitor can also simply answer the email: it lands in the conversation like a chat message.`,
    ],
    links: [screenLink('websiteWidget')],
  },
  {
    id: 'verify-signed-in-visitors',
    title: 'Let only your signed-in customers use the chat',
    description:
      'If customers sign in to your website, tell the chat who they are so your team sees verified customers.',
    category: 'integrations',
    type: 'article',
    body: [
      `${channelsCopy.identityIntro} This is work for whoever builds your website.`,
      {
        steps: [
          `On ${nav('channels', 'websiteWidget')}, under ${channelsCopy.identityTitle}, choose ${channelsCopy.createSecret}. ${channelsCopy.secretOnce}`,
          `Your site adds the signed-in customer's id and its signature to the line it pasted: ${channelsCopy.identityExample}`,
          `${channelsCopy.identityHashRule} Your site's server makes it for each customer.`,
          `To turn everyone else away, tick ${quoted(channelsCopy.identityRequired)} and choose ${channelsCopy.save}. ${channelsCopy.identityRequiredHelp}`,
        ],
      },
      `If the secret may have leaked, choose ${channelsCopy.renewSecret}. ${channelsCopy.renewConfirm}`,
    ],
    links: [screenLink('websiteWidget')],
  },
  {
    id: 'connect-whatsapp-qr',
    title: 'Connect WhatsApp by scanning a QR code',
    description:
      'Link a WhatsApp number to the portal by scanning a code with the phone that has the number.',
    category: 'integrations',
    type: 'guide',
    body: [
      {
        steps: [
          `Open ${nav('channels', 'whatsapp')} and choose ${whatsappCopy.addInstance}.`,
          `Enter an ${whatsappCopy.name.toLowerCase()} your team will recognise, such as "Shop phone", and the ${whatsappCopy.phone.toLowerCase()} with its country code, like ${whatsappCopy.phoneHint}.`,
          `Choose ${whatsappCopy.generateQr}. A code appears after a moment.`,
          `${whatsappCopy.scanHint} Do it within ${integrationTimers.qrExpirySeconds} seconds: the dialog counts down, and closes when the code expires. Open it again for a new code.`,
          `Once the phone has scanned it, the page says ${quoted(whatsappCopy.connected)} and the number is listed as ${whatsappCopy.statusLabels.connected}.`,
        ],
      },
      { heading: 'Looking after a number' },
      `Each number shows whether it is ${whatsappCopy.statusLabels.connected.toLowerCase()} and its ${whatsappCopy.lastSync.toLowerCase()}. ${whatsappCopy.disconnect} and ${whatsappCopy.connect} switch it off and on. ${whatsappCopy.refresh} on a disconnected number opens a new QR code to link it again.`,
      `${whatsappCopy.delete} asks first. ${whatsappCopy.deleteText}`,
    ],
    links: [screenLink('whatsapp')],
  },
  {
    id: 'connect-telegram-bot',
    title: 'Answer customers on Telegram',
    description:
      'Make a Telegram bot with BotFather and connect it to an agent, so customers who message it get answers.',
    category: 'integrations',
    type: 'guide',
    body: [
      `Each agent with the Telegram channel answers through a bot of its own. An agent without the channel is listed under ${quoted(telegramCopy.notOnTelegram.replace(/:$/, ''))}: add Telegram to it on ${navCopy.manageAgents} first.`,
      {
        steps: [
          `In Telegram, open @BotFather (${telegramCopy.botFatherLink} on the page does it), send /newbot and answer its questions: the bot's name and its username. It then gives you a token.`,
          `Open ${nav('channels', 'telegram')} and find the agent's card.`,
          `Paste the token into ${telegramCopy.tokenLabel} and choose ${telegramCopy.connect}. ${telegramCopy.tokenHelp}`,
          `The card then says ${quoted(telegramCopy.connectedAs('your_bot'))} with your bot's username, and ${telegramCopy.openBot} opens it in Telegram: send it a message to see the agent answer.`,
        ],
      },
      { heading: 'Looking after a bot' },
      `Customers' chats appear in ${nav('conversations', 'liveConversations')} and ${nav('conversations', 'history')} like any other, and you can take one over and reply from there: Telegram shows your reply with your name.`,
      `If the token is revoked in BotFather, or the bot deleted, customers get no answers until you reconnect: the bell tells you, and the card says ${quoted(telegramCopy.disconnectedWarning)}`,
      `${telegramCopy.disconnect} asks first. ${telegramCopy.disconnectConfirm('your_bot')}`,
    ],
    links: [screenLink('telegram')],
  },
  {
    id: 'connect-facebook-instagram',
    title: 'Answer customers on Messenger and Instagram',
    description:
      'Connect your Facebook Page, and the Instagram account linked to it, and choose the agent that answers each.',
    category: 'integrations',
    type: 'guide',
    body: [
      `Customers who message your Facebook Page on Messenger, or its linked Instagram professional account in Instagram Direct, talk to the agent you choose for each. Give that agent the Messenger or Instagram channel on ${navCopy.manageAgents} first.`,
      {
        steps: [
          `Open ${nav('channels', 'meta')}.`,
          `Choose ${metaCopy.login} and pick your Pages when Facebook asks, or paste a Page access token into ${metaCopy.tokenLabel} and choose ${metaCopy.connect}. ${metaCopy.tokenHelp}`,
          `On the Page's card, choose the agent under ${quoted(metaCopy.agentLabel.messenger)} and, when an Instagram account is linked, under ${quoted(metaCopy.agentLabel.instagram)}.`,
        ],
      },
      { heading: 'Meta’s 24-hour window' },
      `Meta lets a Page answer within 24 hours of the customer's last message. After that your agent stays silent, and a person of your team can still reply from ${nav('conversations', 'liveConversations')} for 7 days; a reply that cannot go says why under it.`,
      `If Meta stops accepting the Page's token, customers get no answers until you reconnect: the bell tells you, and the card says ${quoted(metaCopy.disconnectedWarning)}`,
      `${metaCopy.disconnect} asks first. ${metaCopy.disconnectConfirm('your Page')}`,
    ],
    links: [screenLink('meta')],
  },
  {
    id: 'connect-google-apple-calendar',
    title: 'Connect Google or Apple Calendar',
    description:
      'Sign in with Google, or with your Apple ID and an app-specific password, so times taken in your calendar are never offered and bookings are written into it.',
    category: 'integrations',
    type: 'guide',
    body: [
      { heading: calendarCopy.providerNames.google },
      {
        steps: [
          `Open ${nav('integrations', 'googleCalendar')} and choose ${googleCalendarCopy.connect}.`,
          `Sign in to Google and allow access to your calendars. Google sends you back to the page, which says ${quoted(calendarCopy.connected)}`,
          `Under ${googleCalendarCopy.calendarsTitle}, tick ${googleCalendarCopy.blocksTime} for each calendar whose busy times customers must not be offered, choose the one that ${googleCalendarCopy.receivesBookings.toLowerCase()}, and choose ${googleCalendarCopy.saveChoices}. At first your primary calendar does both.`,
        ],
      },
      `If the page says ${quoted(googleCalendarCopy.notConfiguredTitle)}, whoever runs the server has to connect it to Google once; the page lists what they need to do.`,
      `If you remove the access in your Google account, the page says ${quoted(googleCalendarCopy.needsReconnecting)} and the bell tells you: choose ${googleCalendarCopy.reconnect}. Your bookings stay in the portal meanwhile and are written once you have.`,
      { heading: calendarCopy.providerNames.apple },
      {
        steps: [
          `Open ${nav('integrations', 'appleCalendar')}. iCloud's address is filled in; for another CalDAV server, enter its address.`,
          `Enter your ${caldavCopy.username} and an ${caldavCopy.password.toLowerCase()}: the page explains, under ${quoted(caldavCopy.howToPasswordTitle)}, how to make one at account.apple.com.`,
          `Choose ${calendarCopy.connect}, then choose your calendars as for Google.`,
        ],
      },
      `Passwords and Google's access are stored encrypted and never shown again. ${calendarCopy.disconnect} asks first; events already written stay in your calendar.`,
    ],
    links: [screenLink('google'), screenLink('apple')],
  },
  {
    id: 'api-keys-bearer-auth',
    title: 'Connect your own software with API keys',
    description:
      'Create a key for each program that reads or changes your account, and send it as a Bearer token.',
    category: 'integrations',
    type: 'guide',
    body: [
      `Your own systems, such as a CRM or a booking system, can use your account through the API: start conversations with an agent, read the history and analytics, add knowledge and more. Each program needs a key.`,
      {
        steps: [
          `Open ${nav('integrations', 'apiKeys')} and choose ${apiKeyCopy.createKey}.`,
          `Give it a ${apiKeyCopy.name.toLowerCase()} that says where it will be used, such as "CRM sync", and choose its ${apiKeyCopy.mode.toLowerCase()}: ${apiKeyCopy.modeLabels.live} or ${apiKeyCopy.modeLabels.test}. Its key starts with ${apiKeyPrefix('live')} or ${apiKeyPrefix('test')}, so you can tell them apart.`,
          `Choose ${apiKeyCopy.create}, then copy the key with the copy button on its row and give it to the program, to keep with its other secrets, never in a web page.`,
          `The program sends it with every request as ${apiKeyCopy.authorizationHeader}.`,
        ],
      },
      `Keys are hidden until you choose to show one. ${apiKeyCopy.columns.lastUsed} tells you whether a program still uses a key.`,
      `${apiKeyCopy.subtitleAfter} Only you, signed in to the portal, can.`,
      `Delete a key as soon as it is no longer used or may have leaked. ${apiKeyCopy.deleteText}`,
      `Every request and answer is described in the API reference, which your developer can open from the ${screenTitles.apiKeys} page or with the button below.`,
    ],
    links: [screenLink('apiKeys'), { label: apiKeyCopy.docsLink, to: apiDocsPath }],
  },
];
