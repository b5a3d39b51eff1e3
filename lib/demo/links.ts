/**
 * Where the demo grid's links and request go. Built on the server from lib/config.ts (`demoGridLinks`) and handed
 * to the client grid as a prop, so the grid's chunk does not carry the environment checks of lib/config.ts.
 */
export interface DemoGridLinks {
  /** The demo list on the gateway, also the SWR key. */
  list: string;
  /** The interview player's origin (NEXT_PUBLIC_STREAM_URL). */
  stream: string;
  /** The provider's video channel, offered when the list fails. */
  channel: string;
}

/** The interview player for one demo, opened in a new tab: `${stream}/?id=<previewId>&mode=preview`. */
export function demoPlayerUrl(stream: string, previewId: string): string {
  return `${stream}/?id=${encodeURIComponent(previewId)}&mode=preview`;
}

/**
 * When Home starts its demo list (components/DemoGrid/useStartNearViewport.ts): once the grid is within
 * `rootMargin` of the viewport, or `idleDelayMs` after the load event when the browser is next idle, whichever
 * comes first. The delay keeps the list, its schema chunk and their parsing out of the page's load.
 */
export const demoListStart = { rootMargin: '400px 0px', idleDelayMs: 4_000, idleTimeoutMs: 2_000 } as const;
