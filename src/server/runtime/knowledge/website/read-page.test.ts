import { describe, expect, it } from 'vitest';
import { readHtmlPage, readTextPage } from './read-page.ts';

const address = 'https://www.estrela.example/cakes';
const filler =
  'Every cake is baked to order in our kitchen on Rua da Estrela, with butter, eggs and flour from farms near Lisbon.';

describe('reading a page as a reader sees it', () => {
  it('keeps headings, lists and table rows, and leaves out menus, images and link addresses', () => {
    const reading = readHtmlPage(
      `<html lang="pt-PT"><head><title>Cakes</title></head><body>
        <nav><a href="/">Home</a> <a href="/shop" rel="nofollow">Shop</a></nav>
        <main><article><h1>Cakes</h1><p>${filler}</p>
          <h2>Sizes</h2><ul><li><strong>Small</strong>: 6 people</li><li>Large: 12 people</li></ul>
          <img src="/cake.jpg" alt="A cake"><p>Order by <a href="/contact">phone</a>.</p>
          <table><tr><th>Cake</th><th>Price</th></tr><tr><td>Chocolate</td><td>25 €</td></tr></table>
        </article></main><footer>© Padaria Estrela</footer></body></html>`,
      address,
    );

    expect(reading.title).toBe('Cakes');
    expect(reading.declaredLanguage).toBe('pt-PT');
    expect(reading.text).toContain('## Sizes\n\n- Small: 6 people\n- Large: 12 people');
    expect(reading.text).toContain('Order by phone.');
    expect(reading.text).toContain('Cake | Price\nChocolate | 25 €');
    expect(reading.text).not.toMatch(/cake\.jpg|\/contact|Padaria Estrela/);
    expect(reading.links).toEqual([
      'https://www.estrela.example/',
      'https://www.estrela.example/contact',
    ]);
  });

  it('tells a single-page app’s empty frame from a short page', () => {
    const shell = readHtmlPage(
      '<html><head><script src="/app.js"></script></head><body><div id="app">Loading…</div></body></html>',
      address,
    );
    expect(shell.needsJavaScript).toBe(true);

    const short = readHtmlPage('<html><body><p>Closed on 25 December.</p></body></html>', address);
    expect(short).toMatchObject({ needsJavaScript: false, text: 'Closed on 25 December.' });

    const withScripts = readHtmlPage(
      `<html><body><article><p>${filler}</p><p>${filler}</p></article><script>track()</script></body></html>`,
      address,
    );
    expect(withScripts.needsJavaScript).toBe(false);
    expect(withScripts.text).not.toContain('track()');
  });

  it('hears what a page asks of robots', () => {
    const page = readHtmlPage(
      `<html><head><meta name="robots" content="noindex, nofollow"></head><body><p>${filler}</p><a href="/a">a</a></body></html>`,
      address,
    );
    expect(page).toMatchObject({ noIndex: true, links: [] });
  });

  it('reads a text file as it is', () => {
    expect(readTextPage('Opening hours\r\n\r\nEvery day, 7 to 19.\r\n').text).toBe(
      'Opening hours\n\nEvery day, 7 to 19.',
    );
  });
});
