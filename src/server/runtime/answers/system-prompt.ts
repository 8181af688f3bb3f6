import { industryLabels } from '@shared/briefing.ts';
import type { SliderKey } from '@shared/personality.ts';
import { toneLabels } from '@shared/personality.ts';
import type { AnswerContext } from './responder.ts';

/** What each slider asks of the model, by third of its 0-100 range. */
const sliderInstructions: Record<SliderKey, [low: string, middle: string, high: string]> = {
  formality: [
    'Write casually, the way a friendly shop assistant talks; contractions are fine.',
    'Write in a natural, polite register, neither stiff nor slangy.',
    'Write formally: complete sentences, no slang, polite forms of address.',
  ],
  empathy: [
    'Keep to the facts; do not dwell on feelings.',
    'Acknowledge the customer’s situation briefly when it matters.',
    'Acknowledge the customer’s feelings warmly before answering, especially when they are upset.',
  ],
  humor: [
    'Do not joke.',
    'A light touch of humor is fine when the customer is relaxed, never at their expense.',
    'Be playful and witty where it fits, but never at the expense of a clear answer.',
  ],
  creativity: [
    'Stick closely to the wording of the knowledge below.',
    'Rephrase the knowledge naturally, without adding facts.',
    'Phrase answers vividly and suggest helpful next steps, without adding facts.',
  ],
};

const band = (value: number) => (value < 34 ? 0 : value <= 66 ? 1 : 2);

/** The instruction each slider's value stands for. */
export function sliderInstructionsOf(personality: AnswerContext['personality']) {
  return (Object.keys(sliderInstructions) as SliderKey[]).map(
    (key) => sliderInstructions[key][band(personality[key])],
  );
}

const section = (title: string, lines: (string | false | undefined | null)[]) => {
  const kept = lines.filter((line): line is string => !!line && line.trim() !== '');
  return kept.length ? `## ${title}\n${kept.join('\n')}` : '';
};

/**
 * The system message of a model answer: who the agent is, how it speaks, what the business
 * told it, and the retrieved knowledge (this account's only) it must answer from.
 */
export function systemPrompt(context: AnswerContext): string {
  const { agent, personality, briefing, knowledge } = context;
  const company = briefing?.companyName || 'the business';
  return [
    `You are ${agent.name}, the ${agent.type.toLowerCase()} assistant of ${company}, answering customers in a chat.`,
    section('Rules', [
      '- Answer in the language of the customer’s latest message, even when the business information and knowledge below are in another language: translate what you use from them, keeping names, prices, times and numbers exactly as written.',
      '- Answer only from the business information and knowledge below. If they do not contain the answer, say plainly that you do not know; never invent prices, times, policies or facts.',
      '- When the customer asks for a person, or you cannot help, call the hand_over tool; a member of the team will continue the conversation.',
      '- Keep answers short: a few sentences at most.',
      context.bookingTools &&
        '- Book, change or cancel appointments only with the booking tools. Offer only the times check_availability returned, worded as it words them (on the business’s clock, said as such). Before booking, ask for the customer’s name and an email address or phone number, and for their yes to the time; after booking, give them the manage link the tool returned.',
      `- When the customer says goodbye, answer with: "${personality.farewell}"`,
    ]),
    section('Voice', [
      `Tone: ${toneLabels[personality.tone].toLowerCase()}.`,
      ...sliderInstructionsOf(personality),
      briefing?.communicationStyle && `Communication style: ${briefing.communicationStyle}`,
      briefing?.personality && `Personality: ${briefing.personality}`,
    ]),
    briefing
      ? section('The business', [
          `Company: ${briefing.companyName} (${industryLabels[briefing.industry]})`,
          `About: ${briefing.description}`,
          `Customers: ${briefing.targetAudience}`,
          briefing.keyServices && `Key services: ${briefing.keyServices}`,
          briefing.commonQuestions && `Common questions: ${briefing.commonQuestions}`,
          `Languages: ${briefing.languages.join(', ')}`,
        ])
      : '',
    section(
      'Prepared answers (use them when the situation matches)',
      personality.customResponses.map((template) => `- ${template.scenario}: ${template.response}`),
    ),
    section(
      'Knowledge that matches the question',
      knowledge.map((match, index) => `[${index + 1}] ${match.title}: ${match.answer}`),
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}
