/** A Server-Sent Events stream opened over real HTTP, read as a caller would read it. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The next event of this type (its data parsed as JSON); rejects after `timeoutMs`. */
  next: (type: string, timeoutMs?: number) => Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

export async function openEventStream(url: string, token: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  const events: { type: string; data: string }[] = [];
  const waiting: (() => void)[] = [];
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  void (async () => {
    if (!res.body) return endedResolve();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data !== undefined) events.push({ type, data });
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
    endedResolve();
  })();

  const next = async (type: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = events.findIndex((e) => e.type === type);
      if (i >= 0) return JSON.parse(events.splice(i, 1)[0]!.data) as unknown;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    next,
    ended,
    close: () => abort.abort(),
  };
}
