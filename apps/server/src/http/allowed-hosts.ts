import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

const loopbackNames = ['localhost', '127.0.0.1', '::1'];
const wildcardAddresses = new Set(['0.0.0.0', '::', '']);

/**
 * The name part of a Host value, lowercase, without port or IPv6 brackets ("[::1]:8080" →
 * "::1"); a bare IPv6 address (two colons or more) is already a name.
 */
export function hostnameOf(host: string): string {
  const bareIpv6 = !host.startsWith('[') && host.split(':').length > 2;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : bareIpv6 ? host : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

export interface HostAllowListInput {
  /** PUBLIC_URL: its host is where users reach the pool. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: more names (a second domain, a load balancer's health check address). */
  allowedHosts: readonly string[] | undefined;
  /** HOST: the address the server listens on. */
  listenHost: string;
  /** The machine's own addresses, for a server listening on every interface. */
  interfaceAddresses?: () => string[];
}

const machineAddresses = () =>
  Object.values(os.networkInterfaces()).flatMap((addresses) => (addresses ?? []).map((entry) => entry.address));

/**
 * The host names requests may carry. Loopback always (the stratum node and health checks
 * on the machine). With PUBLIC_URL or ALLOWED_HOSTS set, those names; with neither, the
 * listening address, or every address of the machine when it listens on all of them.
 */
export function hostAllowList(input: HostAllowListInput): string[] {
  const names = new Set(loopbackNames);
  if (input.publicUrl) names.add(hostnameOf(new URL(input.publicUrl).host));
  for (const host of input.allowedHosts ?? []) names.add(hostnameOf(host));
  if (!input.publicUrl && !input.allowedHosts?.length) {
    const listening = hostnameOf(input.listenHost);
    const addresses = wildcardAddresses.has(listening) ? (input.interfaceAddresses ?? machineAddresses)() : [listening];
    for (const address of addresses) names.add(hostnameOf(address));
  }
  return [...names];
}

/** Whether a server listening here can be reached only from this machine. */
export function listensOnLoopbackOnly(listenHost: string): boolean {
  const name = hostnameOf(listenHost);
  return loopbackNames.includes(name) || name.startsWith('127.');
}

/**
 * Every request must name an allowed host. The identity service builds its redirect and
 * e-mail links from the request's host when PUBLIC_URL is unset, so a forged Host header
 * would otherwise send a user's recovery link to someone else's server; refusing unknown
 * hosts also closes DNS rebinding. Refused with 400 before any route runs.
 */
export function registerHostCheck(app: FastifyInstance, allowed: readonly string[]): void {
  const names = new Set(allowed.map(hostnameOf));
  app.addHook('onRequest', async (request) => {
    if (!names.has(hostnameOf(request.host ?? ''))) {
      throw new ApiError(400, 'invalid_input', 'This host name is not served here', [
        { name: 'headers.host', code: 'invalid_input' },
      ]);
    }
  });
}
