import { apiPaths } from '@shared/api-paths.ts';
import { attachmentMaxBytes, attachmentMaxCount } from '@shared/support.ts';
import { benchAccount } from './bench-account.ts';
import { followMemory } from './memory.ts';
import type { RunningServer } from './server-process.ts';
import { type Credentials, signIn } from './session.ts';
import { freshClientAddress } from './sign-in.ts';
import { percentile } from './stats.ts';

export type UploadFigures = {
  files: number;
  megabytes: number;
  seconds: number;
  status: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** Another account's agents list while the upload ran. */
  reads: { count: number; p50Ms: number; p99Ms: number; slowestMs: number };
};

/** A PDF of `bytes` bytes: its signature, then filler, as the type check reads only the start. */
function pdfOf(bytes: number) {
  const file = new Uint8Array(bytes).fill(0x20);
  file.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new Blob([file], { type: 'application/pdf' });
}

/**
 * One ticket with five files of 10 MB each, sent by one account while another lists its agents
 * again and again: how long the upload takes, how far the server's memory rises, and whether
 * the other account notices.
 */
export async function measureUpload(
  server: RunningServer,
  uploader: Credentials,
): Promise<UploadFigures> {
  const [uploaderCookie, readerCookie] = await Promise.all([
    signIn(server.url, uploader, { 'x-forwarded-for': freshClientAddress() }),
    signIn(server.url, benchAccount, { 'x-forwarded-for': freshClientAddress() }),
  ]);
  const form = new FormData();
  form.set('subject', 'Invoices attached');
  form.set('description', 'The five invoices of last quarter.');
  form.set('category', 'billing');
  form.set('priority', 'medium');
  for (let i = 1; i <= attachmentMaxCount; i++) {
    form.append('attachments', pdfOf(attachmentMaxBytes), `invoice-${i}.pdf`);
  }

  const memory = await followMemory(server.pid);

  let uploading = true;
  const latencies: number[] = [];
  const reading = (async () => {
    while (uploading) {
      const began = performance.now();
      const res = await fetch(`${server.url}${apiPaths.agents}`, {
        headers: { cookie: readerCookie },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - began);
    }
  })();

  const began = performance.now();
  let status: number;
  let rss: { beforeMiB: number; peakMiB: number };
  try {
    const res = await fetch(`${server.url}${apiPaths.tickets}`, {
      method: 'POST',
      headers: { cookie: uploaderCookie, origin: server.url },
      body: form,
    });
    status = res.status;
    await res.arrayBuffer();
  } finally {
    uploading = false;
    rss = memory.stop();
  }
  const seconds = (performance.now() - began) / 1000;
  await reading;
  return {
    files: attachmentMaxCount,
    megabytes: (attachmentMaxBytes * attachmentMaxCount) / 1024 / 1024,
    seconds,
    status,
    rssBeforeMiB: rss.beforeMiB,
    rssPeakMiB: rss.peakMiB,
    reads: {
      count: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      slowestMs: Math.max(...latencies),
    },
  };
}
