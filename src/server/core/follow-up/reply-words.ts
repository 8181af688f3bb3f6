/**
 * The customer's own words in a mail answering ours: Postmark's StrippedTextReply when it
 * found them, else the text cut where the quoted mail starts ("On … wrote:", even broken over
 * two lines; "-----Original Message-----") with quoted lines ("> …") left out.
 */
export function replyWords(strippedReply: string | undefined, textBody: string | undefined) {
  if (strippedReply?.trim()) return tidy(strippedReply);
  const lines = (textBody ?? '').split(/\r?\n/);
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (quoteStarts(line, lines[index + 1])) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return tidy(kept.join('\n'));
}

const wrote = /\bwrote:\s*$/i;

function quoteStarts(line: string, next: string | undefined) {
  if (/^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i.test(line)) return true;
  if (!/^\s*On\s/i.test(line)) return false;
  return wrote.test(line) || (next !== undefined && wrote.test(next));
}

const tidy = (text: string) => text.replace(/[ \t]+$/gm, '').trim();
