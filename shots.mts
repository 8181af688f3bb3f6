import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3998';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 760 }, colorScheme: scheme });
    const page = await context.newPage();
    const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'demo@example.com', password: 'demo-password-2026' }, headers: { origin: base } });
    if (!res.ok()) throw new Error('sign in ' + res.status());
    await page.goto(`${base}/portal/integrations/whatsapp`);
    const card = page.getByRole('article', { name: 'Main Business Line' });
    await card.waitFor();
    const select = card.getByRole('combobox', { name: 'Agent' });
    if (!(await select.textContent())?.includes('Sales Assistant')) {
      await select.click();
      await page.getByRole('option', { name: 'Sales Assistant' }).click();
      await page.waitForTimeout(800);
    }
    await page.screenshot({ path: `/tmp/shots/wa-${scheme}-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Simulated phone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (scheme === 'light' && width === 1440) {
      const field = dialog.getByLabel('Your message');
      await field.fill('How long does an oil change take?');
      await field.press('Enter');
      await page.waitForTimeout(3000);
      await field.fill('I want to talk to a person');
      await field.press('Enter');
    }
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/phone-${scheme}-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${base}/portal/conversations/live`);
    await page.waitForTimeout(2500);
    const item = page.getByRole('button').filter({ hasText: 'Simulated customer' }).first();
    if (await item.count()) await item.click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/inbox-${scheme}-${width}.png` });
    await context.close();
  }
}
await browser.close();
