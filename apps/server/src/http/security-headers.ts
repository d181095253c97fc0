import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The headers of the list below that only a document (a page, a frame, a worker) reads;
 * a script or stylesheet the page loads ignores them. Kept on scripts and stylesheets:
 * `X-Content-Type-Options: nosniff` (a file is run only as the type it is sent as) and
 * `Cross-Origin-Resource-Policy` (other sites cannot load our files into their pages).
 * Referrer-Policy, which a stylesheet's own requests would follow, is also the browser's
 * default. Each of these files cost about 600 bytes of headers on a first visit.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** For a script or stylesheet the page loads: drops the headers only a document reads. */
export function dropDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
}

/**
 * Security headers for every response. The SPA runs no inline script (the settings
 * object is a JSON data block), so script-src stays 'self'. The SPA also calls the public
 * price service of the pool settings directly; those settings can change while the server
 * runs, so connect-src is computed for each response from `priceServiceUrl()`, and from
 * `errorReportingUrl()` (the Sentry DSN the SPA sends its error reports to).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  priceServiceUrl: () => string | null,
  errorReportingUrl: () => string | null = () => null,
): Promise<void> {
  const connectSources = () => {
    const origins = [priceServiceUrl(), errorReportingUrl()].flatMap((url) => (url ? [new URL(url).origin] : []));
    return ["'self'", ...origins].join(' ');
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: [connectSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS terminator in front of the server (it knows the real scheme).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
