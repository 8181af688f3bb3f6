// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api-paths.ts';
import { paths } from '@shared/paths.ts';
import { ApiError, apiFetch, duringSignOut, isClientError } from './api-client.ts';

const answer = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(apiFetch(apiPaths.me, { method: 'PATCH', body: { read: true } })).resolves.toEqual(
      { ok: true },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiPaths.me);
    expect(init).toMatchObject({
      method: 'PATCH',
      credentials: 'same-origin',
      body: '{"read":true}',
    });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData as multipart, leaving its content type to the browser', async () => {
    const fetch = answer(201, { id: 'doc' });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('file', new File(['Open 9 to 5.'], 'hours.txt'));
    await expect(
      apiFetch(apiPaths.knowledgeUploads, { method: 'POST', body: form }),
    ).resolves.toEqual({ id: 'doc' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns the error shape into an ApiError with status, code, message and fields', async () => {
    const fields = { name: 'Enter a name' };
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'bad_request', message: 'Check the form.', fields } }),
    );
    const error = await apiFetch(apiPaths.me).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Check the form.',
      fields,
    });
    expect(isClientError(error)).toBe(true);
  });

  it('copes with an error answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    const error = await apiFetch(apiPaths.me).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 502, code: 'http_502' });
    expect(isClientError(error)).toBe(false);
  });

  it('sends the user to sign-in when the session has ended', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthorized', message: 'Sign in.' } }));
    await expect(apiFetch(apiPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(paths.login);
  });

  it('does not load sign-in again when a late answer finds the page already there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: paths.login, assign });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthorized', message: 'Sign in.' } }));
    await expect(apiFetch(apiPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not load sign-in over the page a sign-out is going to', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthorized', message: 'Sign in.' } }));
    await duringSignOut(() => expect(apiFetch(apiPaths.me)).rejects.toMatchObject({ status: 401 }));
    expect(assign).not.toHaveBeenCalled();
    await expect(apiFetch(apiPaths.me)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith(paths.login);
  });

  it('returns nothing for an empty answer', async () => {
    vi.stubGlobal('fetch', answer(204));
    await expect(apiFetch(apiPaths.me, { method: 'PATCH', body: {} })).resolves.toBeUndefined();
  });
});
