/**
 * An answer's text; of a stream of server-sent events (open until the client leaves) only
 * its first chunk, so a suite that reads every route never waits on one.
 */
export async function answerText(res: Response): Promise<string> {
  if (!isStream(res)) return res.text();
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

export const isStream = (res: Response) =>
  res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
