// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answerEngineCopy as copy, type AnswerEngineStatus } from '@shared/answers.ts';
import { apiPaths } from '@shared/api-paths.ts';
import type { EmbeddingsStatus } from '@shared/embeddings.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { AnswerEngineCard } from './answer-engine-card.tsx';

const builtin: AnswerEngineStatus = {
  engine: 'builtin',
  model: null,
  server: null,
  threshold: 0.43,
  locked: false,
  installModel: null,
  settings: {
    provider: 'builtin',
    baseUrl: null,
    model: null,
    apiKeyStored: false,
    apiKeyEnding: null,
  },
};

const onOpenAi: AnswerEngineStatus = {
  ...builtin,
  engine: 'model',
  model: 'gpt-4o-mini',
  server: 'https://api.openai.com',
  settings: {
    provider: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    apiKeyStored: true,
    apiKeyEnding: '1a2b',
  },
};

const wordsOnly: EmbeddingsStatus = {
  model: null,
  server: null,
  locked: false,
  installModel: null,
  settings: builtin.settings,
  progress: null,
};

/** The card on `status`; each save is answered by `put` and its body kept. */
function renderCard(
  status: AnswerEngineStatus,
  put: () => Response = () => HttpResponse.json(status),
) {
  const sent: unknown[] = [];
  apiServer.use(
    http.get(apiPaths.answerEngine, () => HttpResponse.json(status)),
    http.put(apiPaths.answerEngine, async ({ request }) => {
      sent.push(await request.json());
      return put();
    }),
    http.get(apiPaths.embeddingsModel, () => HttpResponse.json(wordsOnly)),
    http.get(apiPaths.agents, () => HttpResponse.json({ agents: [] })),
  );
  renderWithProviders(<AnswerEngineCard />);
  return sent;
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: copy.providerLabel }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

/** The answer engine's own section: the embeddings form below it has a Save of its own too. */
const engine = () => within(screen.getByRole('region', { name: copy.title }));

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

afterEach(cleanup);

describe('the answer engine form', () => {
  it('says what is missing, in words, field by field, before anything is sent', async () => {
    const user = userEvent.setup();
    const sent = renderCard(builtin);
    expect(await screen.findByText(copy.cost.builtin)).toBeInTheDocument();

    await choose(user, copy.providerNames.custom);
    expect(screen.getByText(copy.cost.custom)).toBeInTheDocument();
    await user.click(engine().getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.baseUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(copy.modelRequired)).toBeInTheDocument();

    await user.type(field(copy.baseUrlLabel), 'ftp://models.example.com');
    await user.type(screen.getByRole('combobox', { name: new RegExp(`^${copy.modelLabel}`) }), 'm');
    await user.click(engine().getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.baseUrlInvalid)).toBeInTheDocument();
    expect(screen.queryByText(copy.modelRequired)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('fills in the provider’s address, and shows the server’s refusal under the key', async () => {
    const user = userEvent.setup();
    const sent = renderCard(builtin, () =>
      HttpResponse.json(
        {
          error: {
            code: 'invalid_input',
            message: 'Some fields are not valid.',
            fields: { apiKey: copy.apiKeyRequired('OpenAI') },
          },
        },
        { status: 400 },
      ),
    );
    await choose(user, copy.providerNames.openai);
    expect(field(copy.baseUrlLabel)).toHaveValue('https://api.openai.com/v1');
    expect(screen.getByText(copy.cost.openai)).toBeInTheDocument();
    await user.type(
      screen.getByRole('combobox', { name: new RegExp(`^${copy.modelLabel}`) }),
      'gpt-4o-mini',
    );
    await user.click(engine().getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.apiKeyRequired('OpenAI'))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        apiKey: '',
      },
    ]);
  });

  it('shows only the stored key’s ending, keeps it when the field is left empty, and removes it when asked', async () => {
    const user = userEvent.setup();
    const sent = renderCard(onOpenAi);
    expect(await screen.findByText(copy.apiKeyEnding('1a2b'))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${copy.apiKeyLabel}`))).toHaveValue('');
    await user.click(engine().getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.saved)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.removeKey }));
    expect(screen.getByText(copy.keyWillBeRemoved)).toBeInTheDocument();
    await user.click(engine().getByRole('button', { name: copy.save }));
    await screen.findByText(copy.saved);
    expect(sent).toEqual([
      {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        apiKey: '',
      },
      {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        apiKey: '',
        removeApiKey: true,
      },
    ]);
  });

  it('shows the operator’s choice read-only, with the reason, when it is locked', async () => {
    renderCard({
      ...builtin,
      engine: 'model',
      model: 'llama3.2',
      server: 'http://10.0.0.5:11434',
      locked: true,
      installModel: { model: 'llama3.2', server: 'http://10.0.0.5:11434' },
      settings: { ...builtin.settings, provider: 'default' },
    });
    expect(
      await screen.findByText(copy.locked('the model llama3.2 at http://10.0.0.5:11434')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: copy.providerLabel })).not.toBeInTheDocument();
    expect(engine().queryByRole('button', { name: copy.save })).not.toBeInTheDocument();
    expect(engine().getByRole('button', { name: copy.testConnection })).toBeEnabled();
  });
});
