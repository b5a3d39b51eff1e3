/**
 * One page of one engine, as the checks see it: the same few commands over Firefox's WebDriver BiDi
 * (testing/engines/firefox.ts) and WebKitGTK's classic WebDriver (testing/engines/webkit.ts).
 */
export type EngineName = 'firefox' | 'webkit';

export interface Cookie {
  name: string;
  value: string;
  path?: string;
  sameSite?: string;
}

export interface EnginePage {
  readonly name: EngineName;
  /** The browser and its version, as the driver reports them. */
  readonly version: string;
  /**
   * Whether the problem probe runs before the page's own scripts. Firefox: yes (a BiDi preload script, with the
   * console and uncaught errors of every realm besides). WebKit: no, its driver has no way to run anything before a
   * page's scripts; the probe starts once the load has finished, and CSP violations are read from the gateway's reports.
   */
  readonly probesEarly: boolean;
  /** Loads `url` as a new document; resolves after its load event. */
  goto(url: string): Promise<void>;
  /** Runs a function body (`arguments` holds `args`) in the page; a returned promise is awaited. */
  run<R>(body: string, ...args: unknown[]): Promise<R>;
  /** A real click (the driver's pointer input) on the first element matching `css`, scrolled into view. */
  click(css: string): Promise<void>;
  /** Types `text` into the element matching `css`, key by key. */
  type(css: string, text: string): Promise<void>;
  /** Asks for a viewport `width` wide; resolves with the width the engine gave (WebKitGTK's window has a minimum). */
  resize(width: number, height: number): Promise<number>;
  cookies(): Promise<Cookie[]>;
  clearCookies(): Promise<void>;
  /** Problems seen since the last call: uncaught errors, console errors where the engine reports them, CSP violations. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}
