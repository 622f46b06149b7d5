// @vitest-environment jsdom
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFragmentToken } from '@/lib/client/fragment-token';

// The reset (and confirmation) link's page reads its token from the URL fragment. Under
// `npm run dev` React runs effects twice; the second run found the fragment gone and the page said
// "This link is not complete" for every link (issue 31). Rendered here as development renders it.

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Shown() {
  return createElement('output', null, String(useFragmentToken()));
}

async function render(strict: boolean) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () =>
    root.render(strict ? createElement(StrictMode, null, createElement(Shown)) : createElement(Shown)),
  );
  return { text: container.textContent, unmount: () => act(async () => root.unmount()) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useFragmentToken', () => {
  for (const strict of [true, false]) {
    it(`keeps the token and clears the address bar ${strict ? 'in development (effects twice)' : 'in production'}`, async () => {
      window.history.replaceState(null, '', '/reset-password#token=abc-123');
      const { text, unmount } = await render(strict);
      expect(text).toBe('abc-123');
      expect(window.location.hash).toBe('');
      expect(window.location.pathname).toBe('/reset-password');
      await unmount();
    });
  }

  it('says null when the page was opened without a token', async () => {
    window.history.replaceState(null, '', '/reset-password');
    const { text, unmount } = await render(true);
    expect(text).toBe('null');
    await unmount();
  });
});
