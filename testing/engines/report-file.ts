/**
 * The CSP violation reports the browsers sent to the sample gateway's `report-uri` endpoint, which appends them to
 * a JSON-lines file (serve/gateway/server.ts). WebKit's driver cannot watch a page from its first script, so this
 * file is how a violation during a WebKit page load is seen; Firefox reports there too.
 */
import { existsSync, readFileSync } from 'node:fs';

interface StoredReport {
  url: string | null;
  body: Record<string, string | number | undefined>;
}

export class ReportFile {
  private read = 0;
  constructor(private readonly file: string) {}

  /** The reports appended since the last call, one line of text each. */
  takeNew(): string[] {
    if (!existsSync(this.file)) return [];
    const lines = readFileSync(this.file, 'utf8').split('\n').filter(Boolean);
    const fresh = lines.slice(this.read);
    this.read = lines.length;
    return fresh.map((line) => {
      const { url, body } = JSON.parse(line) as StoredReport;
      const directive = body['effective-directive'] ?? body['violated-directive'] ?? body.effectiveDirective;
      const blocked = body['blocked-uri'] ?? body.blockedURL;
      return `CSP report from ${url ?? 'an unknown page'}: ${String(directive)} blocked ${String(blocked)}`;
    });
  }
}
