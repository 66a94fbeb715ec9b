import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once
 * at the highest levels. The API serves them to browsers that accept them (@fastify/static's
 * preCompressed), so no page pays for compression at request time and none gets raw JavaScript.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kinetic:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
        TEXT_FILE.test(f),
      );
      for (const file of files) {
        const path = join(outDir, file);
        const bytes = readFileSync(path);
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        // A copy that saves nothing is not written: the file itself is served.
        if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
