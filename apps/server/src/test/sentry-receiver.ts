import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface EnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: unknown;
}

export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as sent (decompressed), to look for anything that should not be in it. */
  text: string;
}

export interface SentryReceiver {
  /** A DSN that sends to this receiver (project 1). */
  dsn: string;
  origin: string;
  envelopes: ReceivedEnvelope[];
  /** The payloads of every received item of one type ('event', 'transaction' …). */
  itemsOf(type: string): unknown[];
  /** Resolves once an envelope satisfies `match`; rejects after `timeoutMs`. */
  waitFor(match: (envelope: ReceivedEnvelope) => boolean, timeoutMs?: number): Promise<ReceivedEnvelope>;
  close(): Promise<void>;
}

/**
 * Splits a Sentry envelope: a header line, then for each item a header line and a
 * payload, either of the header's `length` in bytes or up to the next newline.
 */
export function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, 'project' | 'text'> {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.trim() === '') continue;
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    let raw: string;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      raw = readLine();
    }
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // Attachments and other non-JSON items are kept as text.
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/**
 * A Sentry ingestion endpoint on loopback: accepts envelope POSTs at
 * /api/<project>/envelope/ as sentry.io does and records them parsed. It answers
 * browsers' CORS as the real one does, so a page can report to it.
 */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    const project = /^\/api\/([^/]+)\/envelope\/?(\?|$)/.exec(request.url ?? '')?.[1];
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    if (request.method !== 'POST' || !project) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      envelopes.push({ project, text: body.toString('utf8'), ...parseEnvelope(body) });
      for (const wake of waiters) wake();
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    dsn: `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/1`,
    origin,
    envelopes,
    itemsOf: (type) =>
      envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === type)).map((i) => i.payload),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = envelopes.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching envelope within ${timeoutMs} ms (${envelopes.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
