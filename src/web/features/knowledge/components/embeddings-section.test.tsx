// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEngineCopy } from '@shared/answers.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { embeddingsCopy as copy, type EmbeddingsStatus } from '@shared/embeddings.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { EMBEDDINGS_PROGRESS_POLL_MS } from '../api/embeddings-model.ts';
import { EmbeddingsSection } from './embeddings-section.tsx';

const wordsOnly: EmbeddingsStatus = {
  model: null,
  server: null,
  locked: false,
  installModel: null,
  settings: {
    provider: 'builtin',
    baseUrl: null,
    model: null,
    apiKeyStored: false,
    apiKeyEnding: null,
  },
  progress: null,
};

const onOpenAi: EmbeddingsStatus = {
  model: 'text-embedding-3-small',
  server: 'https://api.openai.com',
  locked: false,
  installModel: null,
  settings: {
    provider: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    model: 'text-embedding-3-small',
    apiKeyStored: true,
    apiKeyEnding: '1a2b',
  },
  progress: { embedded: 0, passages: 480, stopped: null },
};

const reading = (embedded: number, stopped: string | null = null): EmbeddingsStatus => ({
  ...onOpenAi,
  progress: { embedded, passages: 480, stopped },
});

/**
 * The section on the statuses `statuses` answers, one GET after another; each save is answered
 * by `put`, and each body sent to the section's routes is kept.
 */
function renderSection(
  statuses: () => EmbeddingsStatus,
  put: () => Response = () => HttpResponse.json(onOpenAi),
) {
  const sent = { saved: [] as unknown[], listed: [] as unknown[], tested: [] as unknown[] };
  let gets = 0;
  apiServer.use(
    http.get(apiPaths.embeddingsModel, () => {
      gets += 1;
      return HttpResponse.json(statuses());
    }),
    http.put(apiPaths.embeddingsModel, async ({ request }) => {
      sent.saved.push(await request.json());
      return put();
    }),
    http.post(apiPaths.answerEngineModels, async ({ request }) => {
      sent.listed.push(await request.json());
      return HttpResponse.json({ ok: true, models: ['nomic-embed-text'], message: null });
    }),
    http.post(apiPaths.embeddingsModelTest, async ({ request }) => {
      sent.tested.push(await request.json());
      return HttpResponse.json({ ok: true, latencyMs: 85, message: 'answered' });
    }),
  );
  renderWithProviders(<EmbeddingsSection />);
  return { sent, gets: () => gets };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: copy.providerLabel }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const modelField = () =>
  screen.getByRole('combobox', { name: new RegExp(`^${answerEngineCopy.modelLabel}`) });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the embeddings model', () => {
  it('reads by words only until the owner chooses a model', async () => {
    renderSection(() => wordsOnly);
    expect(await screen.findByText(copy.none)).toBeInTheDocument();
    expect(screen.getByText(copy.noneHint)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: copy.providerLabel })).toHaveTextContent(
      copy.providerNames.builtin,
    );
    expect(screen.getByText(copy.cost.builtin)).toBeInTheDocument();
  });

  it('fills in OpenAI’s address, saves the choice to the embeddings route, and says reading began', async () => {
    const user = userEvent.setup();
    const { sent } = renderSection(() => wordsOnly);
    await choose(user, copy.providerNames.openai);
    expect(field(answerEngineCopy.baseUrlLabel)).toHaveValue('https://api.openai.com/v1');
    expect(screen.getByText(copy.cost.openai)).toBeInTheDocument();
    expect(screen.getByText(copy.modelFieldHint)).toBeInTheDocument();
    await user.type(modelField(), 'text-embedding-3-small');
    await user.type(screen.getByLabelText(new RegExp(`^${answerEngineCopy.apiKeyLabel}`)), 'sk-x');
    await user.click(screen.getByRole('button', { name: answerEngineCopy.save }));
    expect(await screen.findByText(copy.saved)).toBeInTheDocument();
    expect(screen.getByText(copy.current('text-embedding-3-small'))).toBeInTheDocument();
    expect(screen.getByText(copy.progress(0, 480))).toBeInTheDocument();
    expect(sent.saved).toEqual([
      {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        model: 'text-embedding-3-small',
        apiKey: 'sk-x',
      },
    ]);
  });

  it('goes back to words only, and says so', async () => {
    const user = userEvent.setup();
    const { sent } = renderSection(
      () => reading(480),
      () => HttpResponse.json(wordsOnly),
    );
    await choose(user, copy.providerNames.builtin);
    expect(screen.getByText(copy.cost.builtin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: answerEngineCopy.save }));
    expect(await screen.findByText(copy.savedWordsOnly)).toBeInTheDocument();
    expect(screen.getByText(copy.none)).toBeInTheDocument();
    expect(sent.saved).toEqual([{ provider: 'builtin' }]);
  });

  it('shows the server’s refusal under the field it is about', async () => {
    const user = userEvent.setup();
    const { sent } = renderSection(
      () => wordsOnly,
      () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_input',
              message: 'Some fields are not valid.',
              fields: { apiKey: answerEngineCopy.apiKeyRequired('OpenAI') },
            },
          },
          { status: 400 },
        ),
    );
    await choose(user, copy.providerNames.openai);
    await user.type(modelField(), 'text-embedding-3-small');
    await user.click(screen.getByRole('button', { name: answerEngineCopy.save }));
    expect(
      await screen.findByLabelText(new RegExp(`^${answerEngineCopy.apiKeyLabel}`)),
    ).toHaveAccessibleDescription(answerEngineCopy.apiKeyRequired('OpenAI'));
    expect(screen.queryByText(copy.saved)).not.toBeInTheDocument();
    expect(sent.saved).toHaveLength(1);
  });

  it('counts the passages read, asking again while the model reads and no longer once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let read = 120;
    const { gets } = renderSection(() => reading(read));
    expect(await screen.findByText(copy.current('text-embedding-3-small'))).toBeInTheDocument();
    expect(screen.getByText(copy.currentHint('https://api.openai.com'))).toBeInTheDocument();
    expect(screen.getByText(copy.progress(120, 480))).toBeInTheDocument();

    read = 480;
    await act(() => vi.advanceTimersByTimeAsync(EMBEDDINGS_PROGRESS_POLL_MS));
    expect(await screen.findByText(copy.progress(480, 480))).toBeInTheDocument();
    const asked = gets();
    await act(() => vi.advanceTimersByTimeAsync(EMBEDDINGS_PROGRESS_POLL_MS * 3));
    expect(gets()).toBe(asked);
  });

  it('says why reading stopped, and does not ask again until something changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reason = 'the provider refused the key.';
    const { gets } = renderSection(() => reading(120, reason));
    expect(await screen.findByText(copy.stopped(reason))).toBeInTheDocument();
    expect(screen.getByText(copy.progress(120, 480))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(EMBEDDINGS_PROGRESS_POLL_MS * 2));
    expect(gets()).toBe(1);
  });

  it('lists the provider’s models with the embeddings model’s stored key, and tests on its own route', async () => {
    const user = userEvent.setup();
    const { sent } = renderSection(() => wordsOnly);
    await choose(user, copy.providerNames.ollama);
    await user.click(screen.getByRole('button', { name: answerEngineCopy.listModels }));
    expect(await screen.findByText(answerEngineCopy.modelsListed(1))).toBeInTheDocument();
    expect(sent.listed).toEqual([
      { provider: 'ollama', baseUrl: 'http://localhost:11434/v1', purpose: 'embeddings' },
    ]);

    await user.type(modelField(), 'nomic-embed-text');
    await user.click(screen.getByRole('button', { name: answerEngineCopy.testConnection }));
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(sent.tested).toEqual([
      {
        provider: 'ollama',
        baseUrl: 'http://localhost:11434/v1',
        model: 'nomic-embed-text',
        apiKey: '',
      },
    ]);
  });

  it('shows the operator’s choice read-only when it is locked', async () => {
    renderSection(() => ({ ...wordsOnly, locked: true }));
    expect(await screen.findByText(copy.locked)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: copy.providerLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: answerEngineCopy.save })).not.toBeInTheDocument();
  });
});
