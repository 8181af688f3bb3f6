/**
 * The load generator, in a process of its own (forked by load.ts) so autocannon never shares
 * the server's event loop or the parent's. It runs one job per message: a warm-up that is
 * thrown away, then the measured run, and answers with the result.
 */
import autocannon from 'autocannon';
import { loadScenarios, type LoadJob, type LoadResult } from './load-scenarios.ts';

type WriteContext = { id?: string };

const newAgent = JSON.stringify({
  name: 'Benchmark agent',
  type: 'Support',
  channels: ['Webchat'],
});

/**
 * What a signed-in browser on our own site sends: the session cookie and our origin. Not
 * Accept-Encoding: autocannon does not decompress, and API answers are small.
 */
const headersOf = (job: LoadJob, cookie: string) => ({ cookie, origin: job.url });

function idOf(body: string) {
  try {
    const { id } = JSON.parse(body) as { id?: unknown };
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

function requestsOf(job: LoadJob, cookie: string): autocannon.Request[] {
  const { path } = loadScenarios[job.scenario];
  const headers = headersOf(job, cookie);
  if (job.scenario !== 'agentWrite') return [{ method: 'GET', path, headers }];
  // Create, then delete what was created: the account's agent count stays where it was.
  return [
    {
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: newAgent,
      onResponse: (status, body, context) => {
        (context as WriteContext).id = status === 201 ? idOf(body) : undefined;
      },
    },
    {
      method: 'DELETE',
      path,
      headers,
      // Without an id (the create failed, and counts as an error) the pair starts again.
      setupRequest: (request, context) => {
        const { id } = context as WriteContext;
        return (id ? { ...request, path: `${path}/${id}` } : undefined) as autocannon.Request;
      },
    },
  ];
}

function run(job: LoadJob, seconds: number) {
  let connection = 0;
  return autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    requests: requestsOf(job, job.cookies[0]!),
    // Each connection signs its requests with the next cookie, so writers never share one.
    setupClient: (client) => {
      const cookie = job.cookies[connection++ % job.cookies.length]!;
      client.setRequests(requestsOf(job, cookie));
    },
  });
}

process.on('message', async (job: LoadJob) => {
  try {
    await run(job, job.warmupSeconds);
    const result = await run(job, job.durationSeconds);
    const answer: LoadResult = {
      scenario: job.scenario,
      connections: job.connections,
      durationSeconds: result.duration,
      requests: result.requests.total,
      requestsPerSecond: result.requests.total / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors + result.non2xx,
      non2xx: result.non2xx,
    };
    process.send!({ ok: true, result: answer });
  } catch (err) {
    process.send!({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
