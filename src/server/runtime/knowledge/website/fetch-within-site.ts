import type { WebsitePageFailure } from '@shared/website-knowledge.ts';
import {
  isPrivateAddressRefusal,
  type OutboundFetch,
} from '@server/platform/http/outbound-fetch.ts';
import { MAX_REDIRECTS, REQUEST_TIMEOUT_MS } from './crawl-settings.ts';
import { onSameSite, pageAddress } from './site-address.ts';

/**
 * One request of the crawl, through the product's outbound fetch (which refuses private
 * addresses as each connection opens). Redirects are followed here, one hop at a time, so each
 * hop is judged before it is taken: within the site and allowed by the caller (robots.txt), or
 * the request ends there with that hop's address. The body is read only when the caller accepts
 * the answer's type, and only up to a size, so a huge or endless answer costs at most that.
 */

export type SiteRequest = {
  fetch: OutboundFetch;
  userAgent: string;
  signal: AbortSignal;
  maxBytes: number;
  /** Past `maxBytes`, keep what was read (robots.txt) rather than give up (a page). */
  cutAtMax?: boolean;
  headers?: Record<string, string>;
  /** Whether a redirect's target within the site may be requested (robots.txt may say no). */
  mayFollow?: (address: string) => boolean;
  /** Whether an answer of this Content-Type is worth reading; others end as `unwanted`. */
  wants?: (contentType: string | null) => boolean;
};

export type SiteAnswer =
  | {
      outcome: 'answered';
      /** The address the answer came from, after redirects within the site. */
      finalAddress: string;
      status: number;
      headers: Headers;
      body: Uint8Array;
    }
  | { outcome: 'tooLarge' }
  | { outcome: 'unwanted'; contentType: string | null }
  | { outcome: 'redirectedOutside'; to: string }
  | { outcome: 'notFollowed'; to: string }
  /** The guard refused the address requested, or the one a redirect led to (`to`). */
  | { outcome: 'refused'; to: string | null }
  | { outcome: 'failed'; failure: WebsitePageFailure };

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

export async function requestWithinSite(
  address: string,
  request: SiteRequest,
): Promise<SiteAnswer> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = AbortSignal.any([request.signal, timeout]);
  let current = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await request.fetch(current, {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': request.userAgent, ...request.headers },
      });
      if (!isRedirect(response.status)) return await readAnswer(current, response, request, signal);
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location ? pageAddress(location, current) : null;
      if (!next) return { outcome: 'failed', failure: { reason: 'unreachable' } };
      if (!onSameSite(next, address)) return { outcome: 'redirectedOutside', to: next };
      if (request.mayFollow && !request.mayFollow(next)) {
        return { outcome: 'notFollowed', to: next };
      }
      current = next;
    }
    return { outcome: 'failed', failure: { reason: 'tooManyRedirects' } };
  } catch (error) {
    request.signal.throwIfAborted();
    if (isPrivateAddressRefusal(error)) {
      return { outcome: 'refused', to: current === address ? null : current };
    }
    return { outcome: 'failed', failure: { reason: timeout.aborted ? 'timeout' : 'unreachable' } };
  }
}

async function readAnswer(
  address: string,
  response: Response,
  request: SiteRequest,
  signal: AbortSignal,
): Promise<SiteAnswer> {
  const { status, headers } = response;
  if (status !== 200) {
    // A not-modified, missing or failing page says all in its status: its body is not read.
    await response.body?.cancel();
    return { outcome: 'answered', finalAddress: address, status, headers, body: new Uint8Array() };
  }
  const contentType = headers.get('content-type');
  if (request.wants && !request.wants(contentType)) {
    await response.body?.cancel();
    return { outcome: 'unwanted', contentType };
  }
  const declared = Number(headers.get('content-length'));
  if (!request.cutAtMax && Number.isFinite(declared) && declared > request.maxBytes) {
    await response.body?.cancel();
    return { outcome: 'tooLarge' };
  }
  const body = await readUpTo(response, request.maxBytes, request.cutAtMax ?? false, signal);
  if (!body) return { outcome: 'tooLarge' };
  return { outcome: 'answered', finalAddress: address, status, headers, body };
}

/** The body up to `maxBytes`: reading stops there, with what was read if `cut`, else with null. */
async function readUpTo(response: Response, maxBytes: number, cut: boolean, signal: AbortSignal) {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    signal.throwIfAborted();
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      if (!cut) return null;
      chunks.push(value.subarray(0, value.byteLength - (size - maxBytes)));
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
