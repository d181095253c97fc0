import type { FastifyRequest } from 'fastify';

export type Body = Record<string, unknown>;

/**
 * Submissions arrive as JSON (nested: `{"traits":{"email":…}}`) or as form posts with dotted
 * names (`traits.email=…`). Both become the nested shape; form checkboxes become booleans.
 */
export function submittedBody(request: FastifyRequest): Body {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  if (!isFormPost(request)) return body as Body;
  const nested: Body = {};
  for (const [name, value] of Object.entries(body as Record<string, string>)) {
    if (value === '') continue;
    setPath(nested, name.split('.'), value === 'true' ? true : value === 'false' ? false : value);
  }
  return nested;
}

function setPath(target: Body, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    const next = node[key];
    node = typeof next === 'object' && next !== null ? (next as Body) : (node[key] = {});
  }
  const last = path[path.length - 1]!;
  if (last === '__proto__' || last === 'constructor' || last === 'prototype') return;
  node[last] = value;
}

/** A dotted field of the submission, e.g. `traits.email`. Empty strings count as absent. */
export function field(body: Body, name: string): unknown {
  let node: unknown = body;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Object.hasOwn(node, key) ? (node as Body)[key] : undefined;
  }
  return node === '' ? undefined : node;
}

export function stringField(body: Body, name: string): string | undefined {
  const value = field(body, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** Kratos answers JSON when the client asks for it or sends it; browsers navigating get redirects. */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const contentType = request.headers['content-type'] ?? '';
  return accept.includes('application/json') || contentType.startsWith('application/json');
}
