/**
 * Debian's WebKitGTK through its WebKitWebDriver (classic W3C WebDriver: it refuses `webSocketUrl`, so there is no
 * BiDi and nothing can run before a page's scripts). The browser is WebKitGTK's MiniBrowser, which has no headless
 * mode: it gets an Xvfb display of its own. Its window is at least 447 CSS px wide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { EnginePage } from './engine';
import { problemProbe, takeProbeProblems } from './in-page';
import { WebDriverSession } from './webdriver';
import { freePort } from '../../serve/pages-dev';
import type { EngineTools } from './debian-engines';
import { trackGroup } from './process-groups';

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts `command` in a process group of its own (so stopping it stops what it started). */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, extraStdio: 'pipe' | 'ignore' = 'ignore'): Started {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe', extraStdio], env });
  trackGroup(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (code && !stopping.has(child)) console.error(`${command} ended (${code ?? signal}): ${stderr}`);
  });
  return { child, exited };
}
const stopping = new WeakSet<ChildProcess>();

async function stop({ child, exited }: Started) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  stopping.add(child);
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** An X display of its own: Xvfb picks a free one and writes its number to the descriptor `-displayfd` names. */
async function startXvfb(xvfb: string): Promise<Started & { display: string }> {
  const started = start(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env, 'pipe');
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    started.child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    started.child.once('exit', (code) => reject(new Error(`Xvfb ended before it gave a display (exit ${code})`)));
  });
  return { ...started, display };
}

/** Resolves once the driver answers its status endpoint as ready; bounded by `timeoutMs`. */
async function driverReady(url: string, driver: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended (exit ${driver.exitCode})`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer ${url}/status within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openWebKit(tools: EngineTools): Promise<EnginePage> {
  const xvfb = await startXvfb(tools.xvfb);
  const started: Started[] = [xvfb];
  const stopAll = async () => {
    for (const each of started.reverse()) await stop(each);
  };
  try {
    const port = await freePort();
    const driver = start(tools.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], { ...process.env, DISPLAY: xvfb.display });
    started.push(driver);
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, driver.child, 30_000);
    const session = await WebDriverSession.create(url, {
      'webkitgtk:browserOptions': { binary: tools.miniBrowser, args: ['--automation'] },
    });
    await session.setTimeouts({ script: 30_000, pageLoad: 60_000 });
    const version = `WebKitGTK ${String(session.capabilities.browserVersion)} (${String(session.capabilities.browserName)})`;
    return {
      name: 'webkit',
      version,
      probesEarly: false,
      async goto(target) {
        await session.navigate(target);
        // As early as this driver allows: after the load event.
        await session.execute(problemProbe);
      },
      run: <R>(body: string, ...args: unknown[]) => session.execute<R>(body, args),
      async click(css) {
        // WebKitWebDriver 2.50 scrolls an element below the fold into view with the page's own scroll-behavior, which
        // is smooth here (styles/globals.css), and tests its interactability before the scroll has moved: "element not
        // interactable". The page is scrolled to it at once first.
        await session.execute(`document.querySelector(arguments[0]).scrollIntoView({ block: 'center', behavior: 'instant' });`, [css]);
        await session.click(await session.findElement(css)).catch((error: Error) => {
          throw new Error(`click on ${css}: ${error.message}`);
        });
      },
      async type(css, text) {
        await session.sendKeys(await session.findElement(css), text);
      },
      async resize(width, height) {
        // The rect is the window's; WebKitGTK's has no browser chrome in automation, so it is the viewport's too.
        await session.setWindowRect({ width, height });
        return session.execute<number>('return window.innerWidth;');
      },
      cookies: () => session.cookies(),
      async clearCookies() {
        await session.deleteCookies();
      },
      takeProblems: () => session.execute<string[]>(takeProbeProblems),
      async close() {
        await session.quit().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
