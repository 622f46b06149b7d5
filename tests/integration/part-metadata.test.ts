import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// structured-data-testing-tool (an outside validator, CommonJS): Google's structured-data rules
// and the Open Graph and Twitter card tags that social sites read.
const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, SocialMedia } = require('structured-data-testing-tool/presets');

type TestResult = { test: string; description?: string; group?: string };
type Outcome = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[] };

/** The validator's verdict on a page: it rejects when a test fails, with the same report. */
async function validate(html: string): Promise<Outcome> {
  try {
    return await structuredDataTest(html, { presets: [Google, SocialMedia] });
  } catch (error) {
    const report = (error as { res?: Outcome }).res;
    if (!report) throw error;
    return report;
  }
}

describe('a part page for search engines and social sites', () => {
  it('passes structured-data-testing-tool with its Google and SocialMedia presets, no failure', async () => {
    const productId = await createTestProduct({
      quantity: 200,
      name: 'Validated Bearing',
      partNumber: 'VB-6001',
    });
    const html = await (await fetch(`${baseURL()}/parts/${productId}`)).text();
    const outcome = await validate(html);
    expect(outcome.failed.map((t) => `${t.test}: ${t.description ?? ''}`)).toEqual([]);
    expect(outcome.passed.map((t) => t.test)).toEqual(
      expect.arrayContaining([
        '"og:type"',
        '"og:image:alt"',
        '"twitter:image:alt"',
        '"og:site_name"',
        '"og:locale"',
      ]),
    );
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/"sku":"VB-6001","mpn":"VB-6001"/);
  });
});
