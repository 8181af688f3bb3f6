import { helpArticles } from '../src/shared/help-articles.ts';
import { pricingCopy, sectionLinksCopy } from '../src/shared/landing/copy.ts';
import { landingAssistantCopy } from '../src/shared/landing/landing-assistant.ts';
import { paths } from '../src/shared/paths.ts';
import { WIDGET_DEFAULT_LAUNCHER_LABEL } from '../src/shared/webchat.ts';
import { widgetTexts } from '../src/widget/texts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expect, signedOut, test } from './helpers/test.ts';

test.use({ storageState: signedOut, viewport: { width: 375, height: 812 } });

const texts = widgetTexts.en;

test('on a phone, the menu takes a visitor to a section, by touch and by keyboard', async ({
  page,
}) => {
  await page.goto(paths.home);
  await expect(page.getByRole('navigation', { name: sectionLinksCopy.label })).toBeHidden();
  // While the menu is open the page behind it is hidden from assistive technology.
  const menuButton = page.getByRole('button', { name: sectionLinksCopy.menu, includeHidden: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const menu = page.getByRole('menu', { name: sectionLinksCopy.label });
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(sectionLinksCopy.links.map((link) => link.label));
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const pricing = page.locator(`#${pricingCopy.id}`);
  await expect(pricing).not.toBeInViewport();
  await items.filter({ hasText: 'Pricing' }).click();
  await expect(menu).toBeHidden();
  await expect(pricing).toBeInViewport();
  await expect(pricing).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('on a phone, the product’s own chat answers a question from the help center', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto(paths.home);
  await page
    .getByRole('button', { name: `${texts.open}: ${WIDGET_DEFAULT_LAUNCHER_LABEL}` })
    .click();
  const chat = page.getByRole('dialog', { name: landingAssistantCopy.name });
  await expect(chat).toBeVisible();
  const log = chat.getByRole('log');
  await expect(log).toContainText(landingAssistantCopy.greeting);

  const message = chat.getByRole('textbox', { name: texts.messageLabel });
  await message.fill('How do I connect WhatsApp?');
  await message.press('Enter');
  const whatsapp = helpArticles.find((article) => article.id === 'connect-whatsapp-qr')!;
  await expect(log).toContainText(whatsapp.description);
  expect(await seriousViolations(page)).toEqual([]);
  expect(failures).toEqual([]);
});
