import type { Page } from '@playwright/test';
import { brand } from '../src/shared/brand.ts';
import { carouselAutoplayDelayMs } from '../src/shared/landing/carousel.ts';
import {
  companyCopy,
  demoCopy,
  featuresCopy,
  footerCopy,
  heroCopy,
  landingSections,
  pricingCopy,
  sectionLinksCopy,
  stepsCopy,
  testimonialsCopy,
} from '../src/shared/landing/copy.ts';
import { emailRuleCopy, phoneRuleCopy } from '../src/shared/contact-rules.ts';
import {
  demoFormCopy,
  demoFormFields,
  demoFormResetDelayMs,
  type DemoRequestInput,
} from '../src/shared/landing/demo-request.ts';
import { integrations } from '../src/shared/landing/integrations.ts';
import { priceDisplay } from '../src/shared/landing/pricing.ts';
import { sectors } from '../src/shared/landing/sectors.ts';
import { maxRating, testimonials } from '../src/shared/landing/testimonials.ts';
import { paths } from '../src/shared/paths.ts';
import { publicCopy } from '../src/shared/public-copy.ts';
import { expect, signedOut, test } from './helpers/test.ts';
import { seriousViolations } from './helpers/axe.ts';
import { mailContaining, salesEmail } from './helpers/outbox.ts';

// The landing's motion (smooth scrolling, the carousel's slides) is part of what is tested here.
test.use({ storageState: signedOut, reducedMotion: 'no-preference' });

const section = (page: Page, id: string) => page.locator(`#${id}`);
const bullets = (page: Page) =>
  section(page, testimonialsCopy.id).getByRole('button', { name: /^Go to slide \d+$/ });

/**
 * Scrolls to the testimonials, whose carousel (Swiper) loads only once a visitor comes near
 * it, and waits until it has started: Swiper draws the pagination bullets.
 */
const showCarousel = async (page: Page) => {
  await section(page, testimonialsCopy.id).scrollIntoViewIfNeeded();
  await expect(bullets(page)).toHaveCount(testimonials.length);
};

/** The active slide, read from the pagination bullet that Swiper marks as current. */
const activeSlide = (page: Page) =>
  bullets(page).evaluateAll((all) =>
    all.findIndex((b) => b.getAttribute('aria-current') === 'true'),
  );

/** Whether autoplay is standing still, read from the Swiper instance kept on its element. */
const autoplayHalted = (page: Page) =>
  page.evaluate(() => {
    type Autoplay = { running: boolean; paused: boolean };
    const el = document.querySelector('.swiper') as
      (Element & { swiper?: { autoplay: Autoplay } }) | null;
    const autoplay = el?.swiper?.autoplay;
    return autoplay ? !autoplay.running || autoplay.paused : undefined;
  });

/** Whether autoplay is counting down to its next move: started, not paused, no move running. */
const autoplayWaiting = (page: Page) =>
  page.evaluate(() => {
    type Autoplay = { running: boolean; paused: boolean };
    const el = document.querySelector('.swiper') as
      (Element & { swiper?: { animating: boolean; autoplay: Autoplay } }) | null;
    const swiper = el?.swiper;
    return swiper ? swiper.autoplay.running && !swiper.autoplay.paused && !swiper.animating : false;
  });

/**
 * With the page's clock stopped, a move (autoplay's or a bullet's) runs its CSS transition
 * between frames the browser does not always draw, and now and then the transition's end is
 * never reported: Swiper then waits for it for ever. Once a move has been seen running for seconds (it takes 300 ms), this reports
 * its end as the browser would have, on the slides' wrapper.
 */
const endMoveWithoutItsEvent = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('.swiper') as
      (Element & { swiper?: { animating: boolean; wrapperEl: HTMLElement } }) | null;
    const swiper = el?.swiper;
    if (!swiper) return;
    // Counted in looks, a few seconds of real time apart: the page's own clock is stopped.
    const wrapper = swiper.wrapperEl as HTMLElement & { looksAtMove?: number };
    if (!swiper.animating) {
      wrapper.looksAtMove = 0;
      return;
    }
    wrapper.looksAtMove = (wrapper.looksAtMove ?? 0) + 1;
    if (wrapper.looksAtMove < 5) return;
    wrapper.dispatchEvent(new TransitionEvent('transitionend', { propertyName: 'transform' }));
  });

/**
 * Shows the carousel with the page's clock stopped, once autoplay is counting down from a full
 * delay: from then on it moves only when the test lets page time pass (page.clock.runFor), so a
 * busy machine's slowness cannot move it, nor keep it from moving.
 */
const showCarouselOnStoppedClock = async (page: Page) => {
  await page.clock.install();
  await page.goto(paths.home);
  await showCarousel(page);
  // The jump fires whatever was due: a move, after which autoplay starts a fresh delay.
  await page.clock.pauseAt(Date.now() + 60_000);
  await expect
    .poll(async () => {
      if (await autoplayWaiting(page)) return true;
      await endMoveWithoutItsEvent(page);
      return false;
    })
    .toBe(true);
};

/** The active slide, read after each autoplay delay of page time the poll lets pass. */
const slideAfterDelays = (page: Page) =>
  expect.poll(async () => {
    await endMoveWithoutItsEvent(page);
    await page.clock.runFor(carouselAutoplayDelayMs);
    return activeSlide(page);
  });

const setTabVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const fillDemoForm = async (page: Page, changes: Partial<DemoRequestInput> = {}) => {
  const visitor: DemoRequestInput = {
    name: 'Ana Costa',
    phone: '+351 912 345 678',
    email: 'ana@example.com',
    company: 'Costa Cars',
    ...changes,
  };
  for (const field of demoFormFields) {
    await page.getByRole('textbox', { name: field.label }).fill(visitor[field.name]);
  }
};

test.describe('landing page content', () => {
  test('shows the ten sections in the specified order, each with its heading', async ({ page }) => {
    await page.goto(paths.home);
    const sectionIds = await page
      .locator('main > section, main > footer')
      .evaluateAll((elements) => elements.map((element) => element.id));
    expect(sectionIds).toEqual(landingSections.map(({ id }) => id));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${heroCopy.productName} ${heroCopy.headline}`,
    );
    const sectionHeadings = landingSections
      .slice(1)
      .flatMap(({ heading }) => (heading ? [heading] : []));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sectionHeadings);
  });

  test('has every specified text of the first six sections', async ({ page }) => {
    await page.goto(paths.home);
    const hero = section(page, heroCopy.id);
    await expect(hero.getByText(heroCopy.tagline, { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: heroCopy.getStarted })).toBeVisible();

    const features = section(page, featuresCopy.id);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(
      featuresCopy.items.map((item) => item.title),
    );

    const steps = section(page, stepsCopy.id);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      stepsCopy.items.map((item) => item.title),
    );

    for (const sector of sectors) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: sector.name }) });
      for (const feature of sector.features)
        await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }

    const pricing = section(page, pricingCopy.id);
    await expect(pricing.getByText(priceDisplay.weeklyAmount, { exact: true })).toBeVisible();
    await expect(pricing.getByText(priceDisplay.period, { exact: true })).toBeVisible();
    await expect(pricing.getByText(priceDisplay.dailyBound)).toBeVisible();
    await expect(pricing.getByText(priceDisplay.billed)).toBeVisible();
    expect(`${priceDisplay.weeklyAmount} ${priceDisplay.period}`).toBe('$50 a week');
    expect(priceDisplay.dailyBound).toBe('less than $7 a day');

    for (const integration of integrations) {
      await expect(page.getByRole('heading', { level: 3, name: integration.title })).toBeVisible();
    }
    await expect(
      section(page, 'integrations').getByText(brand.productName, { exact: true }),
    ).toBeVisible();
  });

  test('has every specified text of the last four sections', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.getByText(testimonialsCopy.subtitle, { exact: true })).toBeVisible();

    const company = section(page, companyCopy.id);
    await expect(company.getByText(companyCopy.subtitle, { exact: true })).toBeVisible();
    for (const card of companyCopy.cards) {
      await expect(company.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      await expect(company.getByText(card.description, { exact: true })).toBeVisible();
    }
    const visit = company.getByRole('link', { name: companyCopy.visit });
    await expect(visit).toHaveAttribute('href', brand.companyUrl);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

    const demo = section(page, demoCopy.id);
    await expect(demo.getByText(demoCopy.subtitle, { exact: true })).toBeVisible();
    await expect(demo.getByRole('button', { name: demoCopy.scheduleDemo })).toBeVisible();

    const footer = page.locator('footer');
    for (const city of brand.officeCities)
      await expect(footer.getByText(city, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: brand.companyName })).toHaveAttribute(
      'href',
      brand.companyUrl,
    );
    await expect(footer.getByText('Google Cloud', { exact: true })).toBeVisible();
    await expect(footer.getByText('DigitalOcean', { exact: true })).toBeVisible();
    await expect(footer.getByText(footerCopy.payments, { exact: true })).toBeVisible();
    await expect(footer.getByText(footerCopy.copyright, { exact: true })).toBeVisible();
    expect(footerCopy.copyright).toBe(`© 2022 ${brand.companyName}. All rights reserved.`);
  });

  test('the prerendered page hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(paths.home);
    // The landing page arrives as complete HTML, before any script runs.
    expect(await response?.text()).toContain(heroCopy.tagline);
    await showCarousel(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test.describe('navigation', () => {
  test("'Get Started Now' scrolls smoothly to the features and moves focus there", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const features = section(page, featuresCopy.id);
    await expect(features).not.toBeInViewport();
    await page.getByRole('link', { name: heroCopy.getStarted }).click();
    await expect(features).toBeInViewport();
    await expect(features).toBeFocused();
    await expect(page).toHaveURL(paths.home);
  });

  test('with reduced motion it jumps to the features instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.home);
    await page.getByRole('link', { name: heroCopy.getStarted }).click();
    await expect(section(page, featuresCopy.id)).toBeInViewport();
  });

  test('an unknown path redirects to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the top bar links to the sections on a wide screen, and leaves them out on a phone', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const links = page.getByRole('navigation', { name: sectionLinksCopy.label }).getByRole('link');
    await expect(links).toHaveText(sectionLinksCopy.links.map((link) => link.label));
    const pricing = section(page, pricingCopy.id);
    await expect(pricing).not.toBeInViewport();
    await links.filter({ hasText: 'Pricing' }).click();
    await expect(page).toHaveURL(`${paths.home}#${pricingCopy.id}`);
    await expect(pricing).toBeInViewport();

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('navigation', { name: sectionLinksCopy.label })).toBeHidden();
    await expect(page.getByRole('link', { name: publicCopy.portalLogin })).toBeVisible();
  });

  test("the top bar's 'Portal Login' is on the landing page and not on the sign-in page", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('link', { name: publicCopy.portalLogin })).toHaveAttribute(
      'href',
      paths.login,
    );
    await page.goto(paths.login);
    await expect(page.getByRole('link', { name: publicCopy.portalLogin })).toHaveCount(0);
  });
});

test.describe('testimonial carousel', () => {
  test('loads only when a visitor scrolls towards it, showing its slides until then', async ({
    page,
  }) => {
    const swiperScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(swiper|testimonial-carousel)-[^/]*\.js$/.test(request.url())) {
        swiperScripts.push(request.url());
      }
    });
    await page.goto(paths.home);
    await page.waitForLoadState('networkidle');
    expect(swiperScripts).toEqual([]);
    const testimonialsSection = section(page, testimonialsCopy.id);
    await testimonialsSection.scrollIntoViewIfNeeded();
    await expect(testimonialsSection.getByText(testimonials[0]!.content)).toBeVisible();

    await showCarousel(page);
    expect(swiperScripts.length).toBeGreaterThan(0);
  });

  test('has ten rated testimonials with local photos and ten bullets', async ({ page }) => {
    await page.goto(paths.home);
    await showCarousel(page);
    const carousel = section(page, testimonialsCopy.id);
    await expect(carousel.getByRole('group')).toHaveCount(testimonials.length);
    await expect(bullets(page)).toHaveCount(testimonials.length);
    await expect(
      carousel.getByRole('img', { name: `Rated ${maxRating} out of ${maxRating}` }),
    ).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      const photo = carousel.getByRole('img', { name: testimonial.name, exact: true });
      await expect(photo).toHaveAttribute('src', testimonial.image);
      await expect(photo).toHaveAttribute('width', '56');
      await expect(carousel.getByText(testimonial.role, { exact: true })).toHaveCount(1);
    }
    const photoResponse = await page.request.get(testimonials[0]!.image);
    expect(photoResponse.ok()).toBe(true);
    expect(photoResponse.headers()['content-type']).toContain('image/svg+xml');
  });

  test('advances by itself every 3 s', async ({ page }) => {
    await showCarouselOnStoppedClock(page);
    const first = await activeSlide(page);
    await page.clock.runFor(carouselAutoplayDelayMs - 100);
    expect(await activeSlide(page)).toBe(first);
    await page.clock.runFor(100);
    await expect.poll(() => activeSlide(page)).toBe((first + 1) % testimonials.length);
  });

  test('a bullet moves to its slide, and autoplay continues from there', async ({ page }) => {
    await showCarouselOnStoppedClock(page);
    await bullets(page).nth(5).click();
    await expect(bullets(page).nth(5)).toHaveAttribute('aria-current', 'true');
    await slideAfterDelays(page).toBe(6);
  });

  test('pauses while a slide is dragged and resumes after', async ({ page }) => {
    await showCarouselOnStoppedClock(page);
    const held = await activeSlide(page);
    const slide = section(page, testimonialsCopy.id).getByRole('group').first();
    await slide.scrollIntoViewIfNeeded();
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2, { steps: 5 });
    // Held for longer than a delay: autoplay stands still.
    await page.clock.runFor(carouselAutoplayDelayMs + 500);
    expect(await autoplayHalted(page)).toBe(true);
    expect(await activeSlide(page)).toBe(held);

    await page.mouse.up();
    await slideAfterDelays(page).not.toBe(held);
  });

  test('pauses while the tab is hidden and resumes when it is visible again', async ({ page }) => {
    await showCarouselOnStoppedClock(page);
    const hidden = await activeSlide(page);
    await setTabVisibility(page, 'hidden');
    await expect.poll(() => autoplayHalted(page)).toBe(true);
    await page.clock.runFor(carouselAutoplayDelayMs + 1000);
    expect(await activeSlide(page)).toBe(hidden);

    await setTabVisibility(page, 'visible');
    await slideAfterDelays(page).not.toBe(hidden);
  });
});

test.describe('demo request', () => {
  test('checks each field in words, stores and mails the request, and after 3 s collapses empty', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(paths.home);
    const demo = section(page, demoCopy.id);
    await demo.getByRole('button', { name: demoCopy.scheduleDemo }).click();

    await expect(demo.getByRole('button', { name: demoCopy.scheduleDemo })).toHaveCount(0);
    await expect(demo.getByRole('heading', { name: demoFormCopy.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: demoFormFields[0]!.label })).toBeFocused();
    for (const field of demoFormFields) {
      const input = page.getByRole('textbox', { name: field.label });
      await expect(input).toHaveAttribute('required', '');
      await expect(input).toHaveAttribute('type', field.type);
    }

    // An empty form: each field says what it needs, in words, under it.
    await demo.getByRole('button', { name: demoFormCopy.submit }).click();
    const fieldErrors = {
      name: demoFormCopy.nameRequired,
      phone: phoneRuleCopy.required,
      email: emailRuleCopy.required,
      company: demoFormCopy.companyRequired,
    };
    for (const field of demoFormFields) {
      await expect(page.getByRole('textbox', { name: field.label })).toHaveAccessibleDescription(
        fieldErrors[field.name],
      );
    }
    await expect(demo.getByRole('status')).toHaveText('');

    // A phone number without its country code is refused in words; nothing is sent.
    const company = `Costa Cars ${test.info().testId}`;
    await fillDemoForm(page, { phone: '912 345 678', company });
    await demo.getByRole('button', { name: demoFormCopy.submit }).click();
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await expect(phone).toHaveAccessibleDescription(phoneRuleCopy.invalid);
    await expect(demo.getByText(phoneRuleCopy.invalid)).toBeVisible();
    await expect(demo.getByRole('status')).toHaveText('');

    await phone.fill('+351 912 345 678');
    await expect(demo.getByText(phoneRuleCopy.invalid)).toHaveCount(0);
    await page.clock.pauseAt(Date.now() + 60_000);
    await demo.getByRole('button', { name: demoFormCopy.submit }).click();
    await expect(demo.getByRole('status')).toHaveText(demoFormCopy.success);

    // The server stored it and told sales, the phone as digits.
    const mail = await mailContaining(salesEmail, company);
    expect(mail).toContain('Phone Number: +351912345678');
    expect(mail).toContain('Email Address: ana@example.com');

    await page.clock.runFor(demoFormResetDelayMs - 100);
    await expect(demo.getByRole('status')).toHaveText(demoFormCopy.success);

    await page.clock.runFor(100);
    const scheduleDemo = demo.getByRole('button', { name: demoCopy.scheduleDemo });
    await expect(scheduleDemo).toBeVisible();
    await expect(scheduleDemo).toBeFocused();
    await expect(page.getByText(demoFormCopy.success)).toHaveCount(0);

    await scheduleDemo.click();
    for (const field of demoFormFields) {
      await expect(page.getByRole('textbox', { name: field.label })).toHaveValue('');
    }
  });
});

test.describe('layout and accessibility', () => {
  test('has no horizontal scrolling on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(paths.home);
    await showCarousel(page);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.scroll).toBe(widths.viewport);
  });

  for (const [name, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 375, 812],
  ] as const) {
    test(`has no serious or critical axe violations on ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(paths.home);
      await showCarousel(page);
      await page.getByRole('button', { name: demoCopy.scheduleDemo }).click();
      const serious = await seriousViolations(page);
      expect(serious).toEqual([]);
    });
  }
});
