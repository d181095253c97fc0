import type { FastifyRequest } from 'fastify';

/**
 * Product §7: "Query keys are converted to kebab-case for some calls". The contract names
 * them in snake_case; `per-page` and `per_page` both arrive as `per_page`.
 */
export async function snakeCaseQueryKeys(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !Object.keys(query).some((key) => key.includes('-'))) return;
  request.query = Object.fromEntries(Object.entries(query).map(([key, value]) => [key.replaceAll('-', '_'), value]));
}
