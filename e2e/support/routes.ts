import type { Page, Route } from '@playwright/test';
import { config } from '../../lib/config';

const demoListPath = new URL(config.links.demoList).pathname;
const contactPath = new URL(config.links.contact).pathname;

/** Matches the demo list request the page makes, whatever its query. */
export const isDemoListUrl = (url: URL) => url.pathname === demoListPath;
export const isContactUrl = (url: URL) => url.pathname === contactPath;

/** A fulfilled cross-origin response needs CORS headers, as the real gateway sends them (no credentials: '*'). */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export async function fulfillJson(route: Route, status: number, body: unknown, headers: Record<string, string> = CORS) {
  await route.fulfill({
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Collects console messages of one type. */
export function collectConsole(page: Page, type: 'error' | 'warning') {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}
