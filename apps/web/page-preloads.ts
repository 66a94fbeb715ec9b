import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

/** Where the pages and their table go in the build (the API reads them: plugins/web-app.ts). */
export const PAGES_DIR = 'pages';

/**
 * Writes, for each page path given (`/client/workouts/:id`: a segment of `:` matches any), a copy of
 * index.html that names the code of that path's screens (`<link rel="modulepreload">`), and the
 * table of them, `pages/index.json` ([path, file] pairs). The API answers those paths with their
 * copy: the browser then downloads the screens' code with the entry, instead of only once the entry
 * has run and the router has asked for it, a round trip later on a phone network.
 *
 * `pages` names, for each path, the source modules (under src/) of the screens it shows. A path
 * with `early` reads also gets the small script that asks for them at once (lib/early-reads.ts);
 * the table then carries the script's hash, which the API adds to the page's Content-Security-Policy
 * (scripts are otherwise only the app's own files).
 */
export function pagePreloads(
  pages: Record<string, string[]>,
  early: { reads: Record<string, string[]>; script: (page: string, reads: string[]) => string },
): Plugin {
  return {
    name: 'kinetic:page-preloads',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is not in the bundle');
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const withImports = (start: Rolldown.OutputChunk[]) => {
        const seen = new Set<string>();
        const queue = start.map((c) => c.fileName);
        for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
          if (seen.has(name)) continue;
          seen.add(name);
          queue.push(...(byName.get(name)?.imports ?? []));
        }
        return seen;
      };
      // The entry's own imports are named in index.html already.
      const atStart = withImports(chunks.filter((c) => c.isEntry));
      const table: [string, string, string | null][] = [];
      for (const [path, sources] of Object.entries(pages)) {
        const roots = sources.map((s) => {
          const id = fileURLToPath(new URL(`./src/${s}`, import.meta.url));
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`no chunk holds ${s} (for ${path})`);
          return chunk;
        });
        const links = [...withImports(roots)]
          .filter((name) => !atStart.has(name))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
          .join('\n    ');
        const file = `${PAGES_DIR}/${path.replace(/^\//, '').replace(/[/:]+/g, '-')}.html`;
        const reads = early.reads[path];
        // Right after the character set, before anything else: the reads leave before the code is
        // even asked for.
        const script = reads ? early.script(path, reads) : undefined;
        const charset = '<meta charset="UTF-8" />';
        if (script && !String(html.source).includes(charset)) this.error(`index.html has no ${charset}`);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: String(html.source)
            .replace(charset, script ? `${charset}\n    <script>${script}</script>` : charset)
            .replace('</head>', `\n    ${links}\n  </head>`),
        });
        const hash = script && `sha256-${createHash('sha256').update(script).digest('base64')}`;
        table.push([path, file, hash ?? null]);
      }
      this.emitFile({ type: 'asset', fileName: `${PAGES_DIR}/index.json`, source: JSON.stringify(table) });
    },
  };
}
