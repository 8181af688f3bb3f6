import { agentCopy } from '../agents.ts';
import { aiConfigCopy } from '../ai-config.ts';
import { answerEngineCopy } from '../answers.ts';
import { briefingCopy } from '../briefing.ts';
import { inboxCopy } from '../inbox.ts';
import {
  ANSWER_THRESHOLD_MAX,
  ANSWER_THRESHOLD_MIN,
  DEFAULT_ANSWER_THRESHOLD,
  formatBytes,
  KNOWLEDGE_FILE_MAX_BYTES,
  knowledgeFileExtensions,
  knowledgeLimitBytes,
  knowledgeStateLabels,
  PASTED_TEXT_MAX_LENGTH,
  phrasingCopy,
  QA_PHRASINGS_MAX,
  thresholdPercent,
} from '../knowledge.ts';
import {
  DEFAULT_FAREWELL,
  DEFAULT_GREETING,
  defaultPersonality,
  defaultResponseTemplates,
  personalityCopy,
  sliderKeys,
  toneLabels,
  toneOptions,
} from '../personality.ts';
import { notificationUiCopy } from '../notifications.ts';
import { plans } from '../plans.ts';
import { playgroundCopy } from '../playground.ts';
import { screenTitles, topBarCopy } from '../portal-copy.ts';
import { preferencesCopy } from '../preferences.ts';
import { usageMeterCopy } from '../usage.ts';
import { type HelpArticle, listOf, nav, quoted, screenLink } from './article-shape.ts';

/** How a reader reaches one agent's personality: its card, as the portal offers it. */
const toAgentPersonality = `${nav('aiAgents', 'manageAgents')}, then ${agentCopy.edit} on the agent's card (or ${agentCopy.settings} in its menu)`;

const sliderList = sliderKeys.map(
  (key) =>
    `${personalityCopy.sliderLabels[key]}: ${personalityCopy.sliderHints[key].toLowerCase()} (${defaultPersonality[key]} to start with)`,
);

const percent = thresholdPercent;

export const customizationArticles: readonly HelpArticle[] = [
  {
    id: 'tune-personality-sliders',
    title: 'Shape how an agent sounds',
    description:
      'Choose an agent’s tone and set its four personality traits, from formal to casual and from predictable to inventive.',
    category: 'customization',
    type: 'guide',
    body: [
      {
        steps: [
          `Go to ${toAgentPersonality}. The page is titled with the agent's name.`,
          `Under ${personalityCopy.toneTitle}, choose ${listOf(
            toneOptions.map((tone) => toneLabels[tone]),
            'or',
          )}: the overall voice of every answer.`,
          `Under ${personalityCopy.traitsTitle}, drag each slider; the figure beside it is its current value, from none at all to the most.`,
          `Choose ${personalityCopy.save}. The page confirms: ${quoted(personalityCopy.saved)}`,
        ],
      },
      { heading: 'The four traits' },
      { points: sliderList },
      `Move one trait at a time and try the agent in the playground (${playgroundCopy.test} on its card) before and after. Sales agents often suit a friendly tone with a touch of humor; support agents, more empathy and less creativity, for calm and predictable answers.`,
      { heading: 'One agent, or all of them' },
      `A new agent speaks with your account's personality, set on ${screenTitles.personality}, and follows its changes. Saving an agent's own page gives that agent a personality of its own; your other agents stay as they are. ${quoted(personalityCopy.useAccount)} on the agent's page takes it back to the account's.`,
    ],
    links: [screenLink('agents'), screenLink('personality')],
  },
  {
    id: 'greeting-and-farewell',
    title: 'Write the greeting and farewell',
    description:
      'Replace the default first and last messages so every conversation opens and closes in your own words.',
    category: 'customization',
    type: 'article',
    body: [
      `Until you change them, agents open every conversation with ${quoted(DEFAULT_GREETING)} and say goodbye with ${quoted(DEFAULT_FAREWELL)}`,
      {
        steps: [
          `Go to ${toAgentPersonality}, or to ${screenTitles.personality} for every agent that has no personality of its own.`,
          `Under ${personalityCopy.messagesTitle}, write the ${personalityCopy.greetingLabel} and the ${personalityCopy.farewellLabel}. Both are required.`,
          `Choose ${personalityCopy.save}.`,
        ],
      },
      `The greeting is the first thing a visitor reads when they open your website chat, often on a phone: keep it short and say what the agent can do, for example "Hi! I’m the Sunrise Cleaning assistant: I can quote a clean or book a visit."`,
      `The farewell answers a customer who says goodbye, and is sent when someone on your team closes the conversation.`,
    ],
    links: [screenLink('agents'), screenLink('personality')],
  },
  {
    id: 'custom-responses',
    title: 'Give ready-made answers with custom responses',
    description:
      'Write the exact answer you want for situations that come up often, such as an upset customer or a question about price.',
    category: 'customization',
    type: 'article',
    body: [
      `A custom response pairs a ${personalityCopy.scenarioLabel.toLowerCase()} with the ${personalityCopy.responseLabel.toLowerCase()} you want given. Agents answer from it when a customer's question matches it, and your team can start a reply from one in the live inbox (${quoted(inboxCopy.insertResponse)}).`,
      {
        steps: [
          `Go to ${toAgentPersonality}, or to ${screenTitles.personality} for the account.`,
          `Under ${personalityCopy.customResponsesTitle}, choose ${personalityCopy.addResponse}, describe the ${personalityCopy.scenarioLabel} and write the ${personalityCopy.responseLabel}.`,
          `Choose ${personalityCopy.save}.`,
        ],
      },
      `Every account starts with two: ${listOf(defaultResponseTemplates.map((template) => quoted(template.scenario)))}. Change their words to yours.`,
      `The account's custom responses are the same as the ${briefingCopy.labels.responseTemplates.toLowerCase()} of your briefing: editing them in either place changes both.`,
    ],
    links: [screenLink('personality'), screenLink('briefing')],
  },
  {
    id: 'add-knowledge-qa-documents',
    title: 'Teach your agents with questions, answers and documents',
    description:
      'Add the questions customers ask and the documents you already have, such as price lists and policies, so agents answer from them.',
    category: 'customization',
    type: 'guide',
    body: [
      `Open ${nav('businessSetup', 'aiConfig')}. Its ${aiConfigCopy.knowledgeTitle.toLowerCase()} holds what every agent answers from, besides your briefing and custom responses.`,
      { heading: 'Add a question and its answer' },
      {
        steps: [
          `Choose ${aiConfigCopy.addQa}.`,
          `Write the ${aiConfigCopy.question} as a customer would ask it, and the ${aiConfigCopy.answer} as you want agents to give it.`,
          `Choose ${aiConfigCopy.save}. The page confirms: ${quoted(aiConfigCopy.saved)}`,
        ],
      },
      `Customers word the same question in many ways. Under ${quoted(phrasingCopy.label)}, choose ${phrasingCopy.add} for each way you know of (up to ${QA_PHRASINGS_MAX}), such as ${quoted('r u open sundays')} for ${quoted('What are your opening hours?')}: a question worded like any of them gets this answer too.`,
      { heading: 'Add a document' },
      {
        steps: [
          `To paste text, choose ${aiConfigCopy.addDocument}, give it a ${aiConfigCopy.documentName} and paste the ${aiConfigCopy.documentText} (up to ${PASTED_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters).`,
          `To add a file, choose ${aiConfigCopy.upload}: ${listOf(
            knowledgeFileExtensions.map((extension) => `.${extension}`),
            'or',
          )}, up to ${formatBytes(KNOWLEDGE_FILE_MAX_BYTES)}. Its text is read and added.`,
        ],
      },
      `Each source shows whether it is ${knowledgeStateLabels.indexed} or ${knowledgeStateLabels.failed}, and how many passages it was cut into; a large document shows ${knowledgeStateLabels.indexing} for the few seconds its passages take to write. A failed one says why: a scanned PDF, for example, holds only pictures of text, so paste its text instead; a very large file, to be split into smaller ones. The menu beside a source offers ${aiConfigCopy.edit}, ${aiConfigCopy.reindex} and ${aiConfigCopy.delete}; to change an uploaded file, upload it again.`,
      { heading: 'How answers use it' },
      `For every question, agents look through your briefing, custom responses, questions and documents for the passages closest to it, even when the customer misspells a word or puts it differently. When the best match is close enough, the agent answers from it; when nothing is, it passes the conversation to your team. Test an agent to see which sources each answer used.`,
      `Your plan holds ${formatBytes(knowledgeLimitBytes.essential)} of knowledge text on ${plans.essential.name} and ${formatBytes(knowledgeLimitBytes.professional)} on ${plans.professional.name}. The line under the title shows how much you use, as does the ${usageMeterCopy.knowledge.name} meter on ${nav('billing', 'usage')}.`,
    ],
    links: [screenLink('aiConfig')],
  },
  {
    id: 'when-agents-hand-over',
    title: 'Choose when an agent answers and when it hands over',
    description:
      'Set how sure each agent must be before it answers on its own, and read which answer engine is in use.',
    category: 'customization',
    type: 'article',
    body: [
      `An agent answers when the best match in your knowledge is close enough to the question, and hands the conversation to your team when it is not. How close is close enough is set for each agent.`,
      {
        steps: [
          `Open ${nav('businessSetup', 'aiConfig')} and find ${quoted(answerEngineCopy.thresholdsTitle)}.`,
          `Move an agent's slider between ${percent(ANSWER_THRESHOLD_MIN)}% and ${percent(ANSWER_THRESHOLD_MAX)}%. New agents start at ${percent(DEFAULT_ANSWER_THRESHOLD)}%.`,
          `The change is saved as you let go: the page confirms, for example, ${quoted(answerEngineCopy.thresholdSaved('Support Bot', percent(DEFAULT_ANSWER_THRESHOLD)))}`,
        ],
      },
      `Lower answers more often, with a greater chance of a wrong answer; higher hands over more often. If customers of one agent often reach your team with questions your knowledge does answer, lower it a little; if it gives answers that miss the point, raise it.`,
      `${quoted(answerEngineCopy.title)} on the same page says what writes the answers: the ${answerEngineCopy.builtin.toLowerCase()}, which answers with your best-matching knowledge word for word, or an AI model that writes answers from it. Either way, agents use only your own knowledge.`,
    ],
    links: [screenLink('aiConfig')],
  },
  {
    id: 'email-notifications',
    title: 'Choose the emails you get',
    description:
      'Get an email whenever a conversation waits for a person, or turn it off and rely on the bell.',
    category: 'customization',
    type: 'article',
    body: [
      {
        steps: [
          `Open ${topBarCopy.profile} from the ${topBarCopy.accountMenu.toLowerCase()} at the top right.`,
          `Under ${preferencesCopy.title}, turn ${quoted(preferencesCopy.handoverEmails)} on or off. It is saved at once.`,
        ],
      },
      `${preferencesCopy.handoverEmailsHint} Each email names the agent and the channel, with a link to answer in the live inbox.`,
      `In the bell, choose a notification to read it, and ${quoted(notificationUiCopy.open)} where it has one to go to the screen it is about.`,
    ],
    links: [screenLink('profile')],
  },
];
