import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen must pass: WCAG 2.2 AA and what it includes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page once it is still: no violation, each named with the elements it found. A button
 * that has just become enabled fades in (the `btn` transition), and axe measuring it half-faded
 * reports a contrast no reader ever sees, so running transitions are let finish first
 * (endless ones, such as a spinner, and those in content not rendered, are not waited for).
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner loops for ever; only what ends is waited for. So does a transition inside a closed
        // <details> (a form's button enabled on hydration): content that is not rendered never runs it.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target || target.checkVisibility();
        })
        // A transition cut short (its element gone) rejects: it is no longer on the page either.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A page the app is reading again (router.refresh after an action, whose answer may come after the
  // step the test waited for) has its <title> streamed in again a moment later, and axe caught in
  // between reports a page without one. So a page that fails is checked again for up to 10 s: what
  // a reader meets for good (a real violation) still fails, with its elements named. (Not toPass:
  // its time limit would cut short one slow pass, such as a 300-line report's, that finds nothing.)
  let lastChance: number | undefined;
  for (;;) {
    const title = await page.title();
    const found = await new AxeBuilder({ page })
      .withTags(WCAG_22_AA)
      .analyze()
      .then(({ violations }) =>
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      )
      // The page went on to another document under axe (a refresh that navigates): check it again.
      .catch((error: Error) => [`axe could not finish: ${error.message}`]);
    if (title && found.length === 0) return;
    lastChance ??= Date.now() + 10_000;
    if (Date.now() > lastChance) {
      expect(title, 'the page has a title').not.toBe('');
      expect(found).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Every path at one width, each once its main heading shows; answers every violation found. One
 * width a test: both in one ran up to 42 s on an idle machine and past the 60 s limit under load.
 */
export async function auditScreens(page: Page, width: number, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  // Colours are measured as they rest, not halfway through a button's fade (the site honours it).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: 900 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A page the app is reading again (router.refresh after a save) has its <title> streamed in
    // again a moment later: axe waits for it. A page without one still fails here, by this wait.
    await expect.poll(() => page.title(), { message: 'the page has a title' }).not.toBe('');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    for (const v of violations)
      found.push(`${width}px ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

/** Every screen a visitor can open, with the part page of `partId`. */
export const publicScreens = (partId: string) => [
  '/',
  '/parts',
  '/parts?q=bearing',
  `/parts/${partId}`,
  '/blogs',
  '/about',
  '/terms',
  '/privacy',
  '/shipping',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/unavailable',
  '/no-such-page',
];
