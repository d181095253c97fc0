import type { FastifyRequest } from 'fastify';
import { redactText } from '@pool/contract';

/**
 * How a request appears in the access log: Fastify's usual fields with the URL redacted by
 * the error-reporting rules, so watcher tokens (/watch/<token>, /watchers/<token>, ?token=),
 * invitation codes (/invites/<code>) and e-mailed codes never reach a log file. A watcher
 * link is a password to its account; an invitation code grants access to one.
 */
export function accessLogRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
