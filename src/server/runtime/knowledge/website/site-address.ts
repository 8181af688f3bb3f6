import { getDomain } from 'tldts';

/**
 * Addresses as the crawl compares them. One page has one address: without its fragment, with
 * the host in lower case and no default port (the URL parser does both). The site is every host
 * under one registrable domain, so `example.com` and `www.example.com` are one site, while
 * `example.co.uk` and `other.co.uk` are two (the Public Suffix List decides).
 */

/** The address of a page, or null for what is not an http(s) address. */
export function pageAddress(text: string, base?: string | URL): string | null {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.href;
}

/** The site an address belongs to: its registrable domain, or the host itself (an IP, localhost). */
export function siteOf(address: string | URL): string {
  const { hostname } = new URL(address);
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}

export const onSameSite = (a: string | URL, b: string | URL) => siteOf(a) === siteOf(b);
