// By its file, not the package's name: the build's config loads this module through Node too (see
// app/early-reads.ts).
import { API_PREFIX } from '../../../../packages/contracts/src/route.ts';

/**
 * Answers a page's own script asked for before the app's code had arrived (see
 * app/early-reads.ts): each under its API path, with the token it was asked with.
 */
export interface EarlyRead {
  token: string;
  response: Promise<Response>;
}

/** Where the page's script leaves them. */
export const EARLY_READS_GLOBAL = '__kineticEarlyReads';

declare global {
  interface Window {
    [EARLY_READS_GLOBAL]?: Record<string, EarlyRead>;
  }
}

/**
 * The answer already asked for `path` with this token, once: the first call takes it, every later
 * call asks the server again. None for another token (the person changed since the page loaded).
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window[EARLY_READS_GLOBAL];
  const read = reads?.[path];
  if (!read) return undefined;
  delete reads[path];
  return read.token === token ? read.response : undefined;
}

/**
 * The page's script (plain JavaScript, written into the page as it is): for a signed-in client
 * on `page` (a path pattern), it asks for `reads` with the stored token and leaves the answers for
 * takeEarlyRead. Anything unexpected (no storage, another role) leaves it to the app.
 */
export function earlyReadsScript(page: string, reads: string[], storageKey: string): string {
  return `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"null");s=s&&s.state;if(!s||!s.token||s.activeRole!=="CLIENT")return;var p=${JSON.stringify(page.split('/'))},l=location.pathname.split("/"),v={},r={};if(p.length!==l.length)return;for(var i=0;i<p.length;i++)if(p[i].charAt(0)===":")v[p[i].slice(1)]=l[i];${JSON.stringify(reads)}.forEach(function(u){u=u.replace(/:(\\w+)/g,function(_,n){return encodeURIComponent(v[n])});r[u]={token:s.token,response:fetch(${JSON.stringify(API_PREFIX)}+u,{headers:{Accept:"application/json",Authorization:"Bearer "+s.token}})}});window.${EARLY_READS_GLOBAL}=r}catch(e){}})();`;
}
