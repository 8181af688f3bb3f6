/**
 * `Content-Disposition` for a file to save under its uploaded name: `filename` for old
 * clients (ASCII, without quotes, backslashes or controls), `filename*` (RFC 8187) with the
 * name itself, UTF-8 and percent-encoded.
 */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
