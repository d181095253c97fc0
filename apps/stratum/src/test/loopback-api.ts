import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FoundBlockReport, Share } from '@pool/contract';

/**
 * The API's side of the stratum node on loopback HTTP: the ingestion protocol (batch_id
 * idempotency, bearer token), the account lookup and the found-block report.
 */
export class LoopbackApi {
  readonly batches = new Map<string, Share[]>();
  posts = 0;
  readonly blocks: FoundBlockReport[] = [];
  readonly tips: number[] = [];
  /** Answers the next N share posts by closing the connection after counting: a lost answer. */
  loseAnswers = 0;
  /** Answers share posts with 503 (the API away) while true. */
  down = false;
  private readonly server: http.Server;
  url = '';

  constructor(
    readonly token: string,
    readonly accounts: Set<string>,
  ) {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => this.handle(request, response, body));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every counted share (each batch once). */
  shares(): Share[] {
    return [...this.batches.values()].flat();
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && request.url === '/healthz') return json(200, { status: 'ok' });
    if (request.headers.authorization !== `Bearer ${this.token}`) return json(401, { error: { code: 'unauthorized' } });
    const account = /^\/api\/internal\/v1\/accounts\/([^/]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && account) {
      const name = decodeURIComponent(account[1]!);
      return this.accounts.has(name) ? json(200, { account: name }) : json(404, { error: { code: 'not_found' } });
    }
    if (request.method === 'POST' && request.url === '/api/internal/v1/blocks') {
      this.blocks.push(JSON.parse(body) as FoundBlockReport);
      return json(201, {});
    }
    if (request.method === 'POST' && request.url === '/api/internal/v1/chain-tip') {
      this.tips.push((JSON.parse(body) as { height: number }).height);
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'POST' && request.url === '/api/internal/v1/shares') {
      this.posts += 1;
      if (this.down) return json(503, { error: { code: 'unavailable' } });
      const batch = JSON.parse(body) as { batch_id: string; shares: Share[] };
      const duplicate = this.batches.has(batch.batch_id);
      if (!duplicate) this.batches.set(batch.batch_id, batch.shares);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        request.socket.destroy();
        return;
      }
      const accepted = duplicate ? 0 : batch.shares.filter((share) => share.accepted).length;
      return json(200, {
        batch_id: batch.batch_id,
        duplicate,
        accepted,
        rejected: duplicate ? 0 : batch.shares.length - accepted,
        ignored: 0,
      });
    }
    json(404, { error: { code: 'not_found' } });
  }
}
