/**
 * The end-to-end suite tests only servers it starts: before it starts its own, a port that something else already
 * holds (`npm start` in another terminal, another project) stops the run with a message that says so, instead of
 * the suite testing that server, or its own server failing to bind half-way.
 */
import { createServer } from 'node:net';

/** Whether something listens on `port` where the suite's servers would: 127.0.0.1 or ::1 (or every address). */
export async function portInUse(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const taken = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.unref();
      // A machine without IPv6 loopback answers EADDRNOTAVAIL for ::1: nothing can listen there either.
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
      probe.listen(port, host, () => probe.close(() => resolve(false)));
    });
    if (taken) return true;
  }
  return false;
}

/** Throws, naming each port and what to do, when any of `ports` is already held by another process. */
export async function refuseTakenPorts(ports: Record<string, number>): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (await portInUse(port)) taken.push(`${port} (${name})`);
  if (!taken.length) return;
  throw new Error(
    `${taken.length > 1 ? 'Ports' : 'Port'} ${taken.join(' and ')} ${taken.length > 1 ? 'are' : 'is'} already in use by a ` +
      'server this run did not start (`npm start` in another ' +
      'terminal?). The end-to-end suite tests only the servers it starts, never one it finds. Stop that server, or ' +
      'run `npm test`, which builds for free ports of its own, or build and test for other ports: ' +
      'PORT=4800 GATEWAY_PORT=4801 NEXT_PUBLIC_SITE_URL=http://localhost:4800 NEXT_PUBLIC_GATEWAY_URL=http://localhost:4801 ' +
      '(the same values for `npm run build` and `npx playwright test`).',
  );
}
