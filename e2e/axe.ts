import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen must pass: WCAG 2.2 AA and what it includes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on the page once it is still: no violation, each named with the elements it found. A button
 * that has just become enabled fades in (the `btn` transition), and axe measuring it half-faded
 * reports a contrast no reader ever sees, so running transitions are let finish first
 * (endless ones, such as a spinner, are not waited for).
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner loops for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A transition cut short (its element gone) rejects: it is no longer on the page either.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
