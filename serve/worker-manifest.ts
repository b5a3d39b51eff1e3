import path from 'node:path';
import { readWorkerManifest } from '../build/worker-bundle';

/** The page paths a built out/_worker.js gives headers of their own. */
export function readPageHeadersManifestPaths(workerFile: string): string[] {
  return Object.keys(readWorkerManifest(path.resolve(workerFile)).manifest.pages);
}
