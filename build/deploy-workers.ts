/**
 * `npm run deploy:workers` after its build: `wrangler deploy` of out/ with cloudflare-workers/wrangler.jsonc, as the
 * Worker named after the product (build/cloudflare-name.ts). The file names no Worker, so a bare `wrangler deploy`
 * stops instead of replacing another brand's. Arguments are passed on to wrangler (`-- --dry-run`, `-- --name x`).
 * It refuses an out/ built for another product name: the name would not match the pages.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { config } from '../lib/config';
import { cloudflareName } from './cloudflare-name';
import { wranglerConfigFile } from './worker-bundle';

const built = (JSON.parse(readFileSync('out/manifest.webmanifest', 'utf8')) as { name?: string }).name;
if (built !== config.productName) {
  console.error(`deploy:workers: out/ was built for ${JSON.stringify(built)}, not ${JSON.stringify(config.productName)}: build again`);
  process.exit(1);
}
const args = ['deploy', '--config', wranglerConfigFile, '--name', cloudflareName, ...process.argv.slice(2)];
console.log(`deploy:workers: wrangler ${args.join(' ')}`);
const result = spawnSync('wrangler', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
