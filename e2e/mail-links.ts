import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { inboxOf, removeFromInbox } from './inbox';

// What the journeys of company accounts share: the people each open the store in a browser of
// their own that has never signed in, often from a link in a mail.

/** The link of the newest mail to `address` whose subject starts with `subject`, once it has come. */
export async function mailedLink(address: string, subject: string, path: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await inboxOf(address)).find((m) => m.subject.startsWith(subject));
        if (!mail) return '';
        link = new RegExp(`https?://\\S+${path.source}`).exec(mail.text)?.[0] ?? '';
        if (link) await removeFromInbox(mail.id);
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

export async function freshPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** Fresh browsers for the people of one journey (`open` one each), all closed by `close`. */
export function freshPages(browser: Browser, baseURL: string | undefined, width: number) {
  const pages: Page[] = [];
  return {
    open: async () => {
      const page = await freshPage(browser, baseURL, width);
      pages.push(page);
      return page;
    },
    close: async () => {
      for (const page of pages) await page.context().close();
    },
  };
}
