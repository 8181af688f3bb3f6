/**
 * A constructed style sheet for the widget's shadow root. Unlike a <style> element, it needs
 * no 'unsafe-inline' in a site's Content-Security-Policy.
 */
export function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}
