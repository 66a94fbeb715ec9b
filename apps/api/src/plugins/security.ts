import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers on every answer: a strict CSP (no inline scripts, no framing), nosniff, no
 * referrer, HSTS behind HTTPS. Every API answer is `Cache-Control: no-store`: most carry personal or
 * health data, and the few that do not (config, health, docs) are cheap to fetch again, so one rule
 * with no exceptions leaves nothing to forget. The web app's files set their own caching.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = helmetHeaders(helmetOptions(options));
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApi(request.url) ? apiHeaders : headers);
    done();
  });
}

/**
 * The headers helmet sets, worked out once: none of them depends on the request, and building them
 * again on every answer (what @fastify/helmet does) took a tenth of the API's time on its hottest read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // helmet's middleware only calls setHeader and removeHeader on the response (and reads nothing of
  // the request), so these two stand-ins are all of a request and response it uses.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(options: { https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the UI primitives set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the progress photos, fetched with the session and shown from object URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the installable app's manifest, both from the app itself.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}
