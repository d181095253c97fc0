import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
