import fastifyCookie from '@fastify/cookie';
import { Configuration, FrontendApi, ResponseError } from '@ory/client-fetch';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerIdentity, type IdentityOptions, type IdentityService } from '../index.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { assertResponseMatchesSpec } from './openapi.js';

export const prefix = '/api/identity';

/** A controllable clock: tests move time instead of waiting. */
export function testClock(start = new Date('2026-01-01T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  origin: string;
  baseUrl: string;
  service: IdentityService;
  clock: ReturnType<typeof testClock>;
  database: TestDatabase;
  logs: string[];
  close(): Promise<void>;
}

export async function startServer(options: Partial<IdentityOptions> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const clock = testClock();
  const logs: string[] = [];
  // Behind a trusted proxy, so a test can speak from other client addresses (X-Forwarded-For).
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(fastifyCookie);
  const service = await registerIdentity(app, {
    prefix,
    pool: database.pool,
    clock: clock.now,
    logger: { info: (msg) => logs.push(msg), warn: (msg) => logs.push(msg), error: (msg) => logs.push(msg) },
    ...options,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    origin: address,
    baseUrl: address + prefix,
    service,
    clock,
    database,
    logs,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * A browser-like client: a cookie jar in front of fetch (manual redirects), validating every
 * JSON response against the Kratos OpenAPI document before the SDK sees it.
 */
export function browser(server: Pick<TestServer, 'baseUrl'>, clientAddress?: string) {
  const cookies = new Map<string, string>();
  /** The last JSON body received, exactly as sent (before the SDK's model conversion). */
  const last: { body: unknown } = { body: undefined };
  const basePath = new URL(server.baseUrl).pathname;
  const fetchApi = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (clientAddress) headers.set('x-forwarded-for', clientAddress);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('application/json') && url.pathname.startsWith(basePath)) {
      const body: unknown = await response.clone().json();
      last.body = body;
      assertResponseMatchesSpec(init.method ?? 'GET', url.pathname.slice(basePath.length), response.status, body);
    }
    return response;
  };
  const api = new FrontendApi(
    new Configuration({
      basePath: server.baseUrl,
      fetchApi,
      credentials: 'include',
      // As Ory Elements configures it: without it, browser endpoints redirect to the UI.
      headers: { Accept: 'application/json' },
    }),
  );
  return { api, cookies, fetch: fetchApi, last };
}

export interface TestText {
  id: number;
  text: string;
  type: string;
  context?: Record<string, unknown>;
}
export interface TestNode {
  type: string;
  group: string;
  attributes: { name?: string; id?: string; type?: string; value?: unknown; text?: TestText; src?: string };
  messages: TestText[];
  meta: { label?: TestText };
}
/** What a failed call answers: a Kratos error or a flow with messages (which fields exist depends on the call). */
export interface FailureBody {
  error: { id?: string; code: number; status?: string; reason?: string; message: string };
  redirect_browser_to?: string;
  use_flow_id?: string;
  ui: { messages?: TestText[]; nodes: TestNode[] };
}

/** Runs an SDK call expected to fail; returns the HTTP status and JSON body. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; body: FailureBody }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ResponseError) {
      return { status: error.response.status, body: (await error.response.json()) as FailureBody };
    }
    throw error;
  }
  throw new Error('Expected the call to fail');
}

/** The id of a flow's first UI message. */
export const firstMessageId = (body: FailureBody) => body.ui.messages?.[0]?.id;

type WithNodes = { ui: { nodes: readonly unknown[] } };

/** A node by input name or element id (first match). */
export function nodeNamed(flow: WithNodes, name: string): TestNode | undefined {
  return (flow.ui.nodes as TestNode[]).find((node) => node.attributes.name === name || node.attributes.id === name);
}

export const csrfOf = (flow: WithNodes) => nodeNamed(flow, 'csrf_token')?.attributes.value as string;

/** Registers a user through the SDK and returns the signed-in browser. */
export async function registeredBrowser(server: TestServer, email: string, password = 'correct-horse-42') {
  const client = browser(server);
  const flow = await client.api.createBrowserRegistrationFlow();
  await client.api.updateRegistrationFlow({
    flow: flow.id,
    updateRegistrationFlowBody: {
      method: 'password',
      password,
      traits: { email, terms_agreed: true },
      csrf_token: csrfOf(flow),
    },
  });
  return client;
}

/** Signs in with a password through the SDK. */
export async function signIn(client: ReturnType<typeof browser>, identifier: string, password: string) {
  const flow = await client.api.createBrowserLoginFlow();
  return client.api.updateLoginFlow({
    flow: flow.id,
    updateLoginFlowBody: { method: 'password', identifier, password, csrf_token: csrfOf(flow) },
  });
}
