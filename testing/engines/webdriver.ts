/**
 * A W3C WebDriver (classic, HTTP) client of the few commands the engines run needs: fetch and JSON, nothing else.
 * WebKitWebDriver speaks only this protocol (no BiDi), so a library's worth of wrappers would buy nothing here.
 * https://www.w3.org/TR/webdriver2/
 */

/** The key WebDriver names a found element by in JSON. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [elementKey]: string;
}

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** New Session with `alwaysMatch` capabilities against a driver listening at `driverUrl`. */
  static async create(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(`${driverUrl}/session`, 'POST', 'New Session', {
      capabilities: { alwaysMatch },
    });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.sessionId, value.capabilities);
  }

  private send<T>(command: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}${path}`, method, command, body);
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }) {
    return this.send<null>('Set Timeouts', 'POST', '/timeouts', timeouts);
  }

  /** Navigate To: returns once the new document has loaded (the page load strategy, `normal` by default). */
  navigate(url: string) {
    return this.send<null>('Navigate To', 'POST', '/url', { url });
  }

  currentUrl() {
    return this.send<string>('Get Current URL', 'GET', '/url');
  }

  /** Execute Script: `body` is a function body; `arguments` holds `args`. */
  execute<T>(body: string, args: unknown[] = []) {
    return this.send<T>('Execute Script', 'POST', '/execute/sync', { script: body, args });
  }

  /** Execute Async Script: the body calls `arguments[arguments.length - 1](result)`. */
  executeAsync<T>(body: string, args: unknown[] = []) {
    return this.send<T>('Execute Async Script', 'POST', '/execute/async', { script: body, args });
  }

  findElement(css: string) {
    return this.send<ElementRef>(`Find Element ${css}`, 'POST', '/element', { using: 'css selector', value: css });
  }

  click(element: ElementRef) {
    return this.send<null>('Element Click', 'POST', `/element/${element[elementKey]}/click`, {});
  }

  sendKeys(element: ElementRef, text: string) {
    return this.send<null>('Element Send Keys', 'POST', `/element/${element[elementKey]}/value`, { text });
  }

  setWindowRect(rect: { width: number; height: number }) {
    return this.send<{ width: number; height: number }>('Set Window Rect', 'POST', '/window/rect', rect);
  }

  cookies() {
    return this.send<{ name: string; value: string; path?: string; sameSite?: string; expiry?: number }[]>('Get All Cookies', 'GET', '/cookie');
  }

  deleteCookies() {
    return this.send<null>('Delete All Cookies', 'DELETE', '/cookie');
  }

  /** Delete Session: the driver closes the browser. */
  quit() {
    return call<null>(this.base, 'DELETE', 'Delete Session');
  }
}

async function call<T>(url: string, method: string, command: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(command, `HTTP ${response.status}`, text.slice(0, 200));
  }
  const value = parsed.value as { error?: string; message?: string } | null;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(command, value?.error ?? `HTTP ${response.status}`, value?.message ?? text.slice(0, 200));
  }
  return value as T;
}
