/**
 * Puts text on the clipboard from a click, also when the text is still being fetched. Safari
 * allows a clipboard write only within the click's user activation, which an awaited request
 * outlives: a ClipboardItem holding the pending text starts the write at once and fills it when
 * the text arrives. Browsers without ClipboardItem get the text once it is there.
 */
export async function writeClipboardText(text: string | Promise<string>): Promise<void> {
  const { clipboard } = navigator;
  if (typeof text === 'string') return clipboard.writeText(text);
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    // Awaiting the blob too makes a failed fetch a failed copy whatever the browser reports.
    await Promise.all([clipboard.write([new ClipboardItem({ 'text/plain': blob })]), blob]);
    return;
  }
  return clipboard.writeText(await text);
}
