import type { UseMutationResult } from '@tanstack/react-query';
import {
  answerEngineCopy,
  type AnswerEngineStatus,
  type ConnectionTest,
  type EngineChoice,
  type EngineSettingsInput,
  type ModelPurpose,
  type StoredEngineChoice,
} from '@shared/answers.ts';
import { embeddingsCopy } from '@shared/embeddings.ts';
import { useTestConnection } from '../api/answer-engine.ts';
import { useChooseAnswerEngine } from '../api/choose-answer-engine.ts';
import { useChooseEmbeddingsModel } from '../api/choose-embeddings-model.ts';
import { useTestEmbeddingsModel } from '../api/embeddings-model.ts';

/** What the model form reads of a purpose's status: the choice, and the install's default. */
export type ModelChoiceStatus = Pick<AnswerEngineStatus, 'settings' | 'installModel'>;

/** The form's texts that say what the model is for; the rest are the same for every purpose. */
type PurposeCopy = {
  providerLabel: string;
  providerNames: Record<StoredEngineChoice, string>;
  cost: Record<EngineChoice, string>;
  modelFieldHint: string;
};

type PurposeHooks = {
  useChoose: () => UseMutationResult<ModelChoiceStatus, Error, EngineSettingsInput>;
  useTest: () => UseMutationResult<ConnectionTest, Error, EngineSettingsInput | undefined>;
};

type PurposeForm = PurposeHooks & {
  copy: PurposeCopy;
  /** Said once the choice is saved: what it changes depends on what was chosen. */
  savedMessage: (choice: EngineChoice) => string;
};

/** Each purpose's model is chosen, saved and tried on routes of its own, with texts of its own. */
export const purposeForms: Record<ModelPurpose, PurposeForm> = {
  answers: {
    copy: answerEngineCopy,
    savedMessage: () => answerEngineCopy.saved,
    useChoose: useChooseAnswerEngine,
    useTest: useTestConnection,
  },
  embeddings: {
    copy: embeddingsCopy,
    savedMessage: (choice) =>
      choice === 'builtin' ? embeddingsCopy.savedWordsOnly : embeddingsCopy.saved,
    useChoose: useChooseEmbeddingsModel,
    useTest: useTestEmbeddingsModel,
  },
};
