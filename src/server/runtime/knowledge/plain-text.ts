/**
 * A text without markdown's marks (headings, emphasis, list marks, links, tables, code), on one
 * line: how a passage is quoted in an answer, and how the knowledge list previews a source.
 */
export function plainText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_](\S[^*_]*?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|\s)(?:[-*+•]|\d+[.)])\s+/g, '$1')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/(^|\s)-{3,}(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
