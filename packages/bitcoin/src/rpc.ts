import { ChainError } from './chain-error.js';

/** Longer than any call takes (getblocktemplate on a busy mempool, a wallet's sendmany). */
export const rpcTimeoutMs = 30_000;

/**
 * Bitcoin Core prints amounts as JSON numbers with eight decimals; JSON.parse would make
 * them doubles. The amount, fee and fee rate (BTC/kvB) members are read as their exact text instead.
 */
function parseWithExactAmounts(text: string): unknown {
  return JSON.parse(text.replace(/"(amount|fee|feerate)":\s*(-?\d+(?:\.\d+)?)(?=[,}\s])/g, '"$1":"$2"'));
}

interface RpcResponse {
  result: unknown;
  error: { code: number; message: string } | null;
}

/**
 * Bitcoin Core's JSON-RPC 1.0 (HTTP POST, basic auth), configured by one URL with the
 * credentials in it: http://user:password@host:8332/ (or …/wallet/<name> for a wallet's
 * calls). Failures are ChainErrors: refused when the node answered no (an error object,
 * an HTTP error), not refused when no answer came, so the call may have taken effect.
 */
export class BitcoinCoreRpc {
  private readonly endpoint: string;
  private readonly authorization: string;
  private nextId = 0;

  constructor(url: string) {
    const parsed = new URL(url);
    this.authorization = `Basic ${Buffer.from(
      `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
    ).toString('base64')}`;
    // fetch refuses URLs that carry credentials.
    parsed.username = '';
    parsed.password = '';
    this.endpoint = parsed.toString();
  }

  /** The method's result; amount, fee and feerate members come as their exact decimal text. */
  async call<T>(method: string, params: unknown[]): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++this.nextId, method, params }),
        signal: AbortSignal.timeout(rpcTimeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ChainError(`Bitcoin Core ${method}: ${(error as Error).message}`, false, { cause: error });
    }
    let body: RpcResponse | undefined;
    try {
      body = parseWithExactAmounts(text) as RpcResponse;
    } catch {
      // 401 and 403 come with an empty body.
    }
    if (body?.error) {
      throw new ChainError(`Bitcoin Core ${method}: ${body.error.message} (code ${body.error.code})`, true);
    }
    if (!response.ok) throw new ChainError(`Bitcoin Core ${method}: HTTP ${response.status}`, true);
    if (!body) throw new ChainError(`Bitcoin Core ${method}: an answer that is not JSON-RPC`, false);
    return body.result as T;
  }
}
