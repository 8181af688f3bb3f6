import { LRUCache } from 'lru-cache';
import type { Briefing, Language } from '@shared/briefing.ts';
import { knowledgeCopy } from '@shared/knowledge.ts';
import type { ResponseTemplate } from '@shared/personality.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { getBriefing } from '@server/core/briefing/briefing-store.ts';
import { getPersonality } from '@server/core/personality/personality-store.ts';
import {
  type IndexedText,
  type KnowledgeIndex,
  keyTextWords,
  keyWords,
  stemsIn,
} from './knowledge-index.ts';
import { splitPassages } from './split-passages.ts';
import { textSearchConfigs } from './text-search-config.ts';
import { wordStems, writtenWords } from './word-stems.ts';

/** Knowledge kept outside the index (the briefing, custom responses), searched alike. */
type InlineDraft = Pick<IndexedText, 'kind' | 'title' | 'text' | 'answer' | 'config'> & {
  key: string | null;
};

/**
 * What is searched beside the indexed sources: the briefing and the answering agent's custom
 * responses, which the answer step has read already.
 */
export type InlineKnowledge = {
  briefing: Briefing | null;
  customResponses: readonly ResponseTemplate[];
};

/** The briefing and the account's own custom responses, for a search outside an answer. */
export async function accountInlineKnowledge(
  db: Database,
  accountId: AccountId,
): Promise<InlineKnowledge> {
  const [{ briefing }, { customResponses }] = await Promise.all([
    getBriefing(accountId, db),
    getPersonality(accountId, db),
  ]);
  return { briefing, customResponses };
}

/**
 * The question the briefing's key services answer, in the briefing's language (English for
 * the others): scored as a Q&A's question is, so "What services do you offer?" finds the list,
 * while a question about one thing on it is left to the Q&A or document that says more.
 */
const servicesQuestion: Partial<Record<Language, string>> = {
  English: 'What services do you offer?',
  Spanish: '¿Qué servicios ofrecéis?',
  Portuguese: 'Que serviços oferecem?',
  French: 'Quels services proposez-vous ?',
  German: 'Welche Leistungen bieten Sie an?',
};

/** The briefing's texts and the custom responses, as pieces of knowledge. */
function inlineDrafts({ briefing, customResponses }: InlineKnowledge): InlineDraft[] {
  const language: Language = briefing?.languages[0] ?? 'English';
  const config = textSearchConfigs[language];
  const drafts: InlineDraft[] = customResponses.map((template) => ({
    kind: 'custom_response',
    title: template.scenario,
    text: `${template.scenario}\n${template.response}`,
    answer: template.response,
    key: template.scenario,
    config,
  }));
  if (briefing) {
    // The briefing's common questions are what customers ask, not what to answer: quoting
    // "Deposit, insurance, driving to Spain" to "Can I drive to Spain?" answers nothing.
    const fields = [
      [knowledgeCopy.briefingDescription, briefing.description, null],
      [
        knowledgeCopy.briefingServices,
        briefing.keyServices,
        servicesQuestion[language] ?? servicesQuestion.English!,
      ],
    ] as const;
    for (const [title, field, key] of fields) {
      for (const passage of splitPassages(field)) {
        // Like a Q&A's, the text holds its question: a list of services names none of them so.
        const text = key ? `${key}\n${passage}` : passage;
        drafts.push({ kind: 'briefing', title, text, answer: passage, key, config });
      }
    }
  }
  return drafts;
}

/**
 * The inline knowledge's texts made for each index, by what they were made of. The briefing
 * and the custom responses are read with every message and seldom change, while making their
 * texts (passages, words, stems) is a good part of a search. A few versions are kept per index
 * (each agent's own custom responses make one).
 */
const madeTexts = new WeakMap<KnowledgeIndex, LRUCache<string, Promise<readonly IndexedText[]>>>();
const KEPT_PER_INDEX = 8;

/** The inline knowledge with its words, weighed against the index's sources. */
export function inlineTexts(
  db: Database,
  index: KnowledgeIndex,
  inline: InlineKnowledge,
): Promise<readonly IndexedText[]> {
  let kept = madeTexts.get(index);
  if (!kept) madeTexts.set(index, (kept = new LRUCache({ max: KEPT_PER_INDEX })));
  const made = JSON.stringify(inline);
  const known = kept.get(made);
  if (known) return known;
  const texts = makeInlineTexts(db, index, inline);
  kept.set(made, texts);
  // A failed read is not kept: the next search makes them again.
  const forIndex = kept;
  texts.catch(() => forIndex.get(made) === texts && forIndex.delete(made));
  return texts;
}

async function makeInlineTexts(
  db: Database,
  index: KnowledgeIndex,
  inline: InlineKnowledge,
): Promise<IndexedText[]> {
  const drafts = inlineDrafts(inline);
  const configs = [...new Set(drafts.map((draft) => draft.config))];
  const words = drafts.map((draft) => writtenWords(draft.text));
  const keys = drafts.flatMap((draft) => (draft.key ? keyTextWords(draft.key) : []));
  const stems = await wordStems(db, configs, [...words.flat(), ...keys]);
  return drafts.map((draft, at) => ({
    kind: draft.kind,
    sourceId: null,
    title: draft.title,
    answer: draft.answer,
    text: draft.text,
    config: draft.config,
    stems: stemsIn(stems, words[at]!, draft.config),
    written: words[at]!,
    key:
      draft.key === null
        ? null
        : keyWords(draft.key, draft.answer, draft.config, stems, index.wordSources),
  }));
}
