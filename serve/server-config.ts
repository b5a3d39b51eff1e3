/**
 * Run-time configuration of the two local servers (the site under `wrangler pages dev` and the sample gateway),
 * and the one place for the gateway's timeouts and limits. The only reader of run-time variables (HOST, PORT,
 * GATEWAY_PORT, GATEWAY_*); lib/config.ts reads the build-time ones. A malformed value stops the server
 * with the variable's name. Node-only: no page imports it.
 */
import path from 'node:path';

export interface ListenAddress {
  host: string;
  /** An optional address is skipped where the machine lacks it (an IPv6 loopback on an IPv4-only host). */
  optional: boolean;
}

export interface ServerConfig {
  /** Where both servers listen: the loopback addresses unless HOST widens it. */
  addresses: readonly ListenAddress[];
  port: number;
  gatewayPort: number;
  timeouts: {
    /** Time allowed to receive a request's headers (slow-header clients are cut off). */
    headersMs: number;
    /** Time allowed to receive a whole request, body included. */
    requestMs: number;
    /** How long an idle keep-alive connection stays open. */
    keepAliveMs: number;
  };
  preview: {
    /** A path segment longer than this (in UTF-8 bytes, after decoding) is answered 404, like most file systems' name limit. */
    maxSegmentBytes: number;
  };
  gateway: {
    /** Largest contact request body. */
    maxBodyBytes: number;
    /** Contact submissions one client (remote address) may send per window; more get 429. */
    rateLimit: number;
    rateWindowMs: number;
    /** Clients the rate limiter remembers at most; expired entries are dropped first. */
    rateClients: number;
    /** Size the messages file may reach; a message that would pass it gets 507. */
    maxStoredBytes: number;
    /** Where accepted contact messages are appended as JSON lines. */
    messagesFile: string;
    /** Where CSP violation reports are appended as JSON lines (same size limit, a file of their own). */
    reportsFile: string;
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function addresses(env: Env): ListenAddress[] {
  const host = env.HOST?.trim();
  // Loopback on both families: `localhost` resolves to ::1 first on many machines.
  if (!host) return [{ host: '127.0.0.1', optional: false }, { host: '::1', optional: true }];
  if (!/^[\w.:-]+$/.test(host)) throw new Error(`HOST must be a host name or an IP address, got "${host}"`);
  return [{ host, optional: false }];
}

export function readServerConfig(env: Env): ServerConfig {
  return {
    addresses: addresses(env),
    port: integer(env, 'PORT', 3000, 0, 65_535),
    gatewayPort: integer(env, 'GATEWAY_PORT', 3001, 0, 65_535),
    timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
    preview: { maxSegmentBytes: 255 },
    gateway: {
      maxBodyBytes: 64 * 1024,
      rateLimit: integer(env, 'GATEWAY_RATE_LIMIT', 20, 1, 1_000_000),
      rateWindowMs: integer(env, 'GATEWAY_RATE_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      rateClients: 10_000,
      maxStoredBytes: integer(env, 'GATEWAY_MAX_STORED_BYTES', 10 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
      messagesFile: path.resolve(env.GATEWAY_MESSAGES_FILE?.trim() || '.data/contact-messages.jsonl'),
      reportsFile: path.resolve(env.GATEWAY_REPORTS_FILE?.trim() || '.data/csp-reports.jsonl'),
    },
  };
}

export const serverConfig: ServerConfig = readServerConfig(process.env);
