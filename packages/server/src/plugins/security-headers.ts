import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer (docs/operations.md "Security headers"): a content security
 * policy the built app runs under (scripts only from this origin, and WebAssembly compiled from
 * this origin's files — the camera's QR decoder, zxing-wasm; Ant Design writes inline
 * styles, so styles allow 'unsafe-inline'; images also from data: and blob: for logos,
 * drawings and downloads; connections also to blob: for the 3D models the page makes itself,
 * which AR's model-viewer fetches), no framing by other sites, no MIME sniffing and no referrer sent to
 * other origins. With files in an S3 bucket, images and fetches also from the bucket's origin
 * (`filesOrigin`): its presigned links are what the page shows (docs/scaling.md "Files and links").
 */
export async function installSecurityHeaders(app: FastifyInstance, filesOrigin?: string) {
  const files = filesOrigin ? [filesOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...files],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "blob:", ...files],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app opens no cross-origin windows it must talk to; keep helmet's defaults otherwise.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    // HSTS only makes sense behind TLS; a proxy that terminates TLS should send it.
    strictTransportSecurity: false,
  });
}
