import { expect, test } from './fixtures';

// /blogs scrolled sideways on a phone: one answer's code, a single 80-character word, widened the
// page to 558 px at 375 px.

for (const width of [375, 1280]) {
  test(`/blogs fits a ${width} px screen, its code wrapping inside its card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blogs');
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const card = cards.filter({ hasText: 'find products by name' });
    const code = card.locator('code').filter({ hasText: 'products.filter(' });
    await expect(code).toBeVisible();
    const [cardBox, codeBox] = [(await card.boundingBox())!, (await code.boundingBox())!];
    expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  });
}
