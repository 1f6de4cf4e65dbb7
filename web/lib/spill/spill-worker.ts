/// <reference lib="webworker" />
/**
 * Keeps the log's older payloads in IndexedDB, compressed a page at a time,
 * off the page's main thread. Each page load has a database of its own,
 * held by a Web Lock for as long as the page lives; databases whose lock is
 * free belonged to pages that are gone, and are deleted.
 */
import { payloadMatcher } from '../../../shared/wire/payload-store.ts';
import { packPage, PAGE_CHARS, PageIndex, unpackPage, type PageContent } from '../../../shared/wire/spill-pages.ts';
import type { FromSpillWorker, ToSpillWorker } from './spill-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const PREFIX = 'mcp-loupe-spill-';
const STORE = 'pages';
/** Written once the page has been quiet this long, so the backlog drains when a flood stops. */
const IDLE_FLUSH_MS = 200;
const CACHED_PAGES = 4;

const name = `${PREFIX}${crypto.randomUUID()}`;
const index = new PageIndex();
/** Pages handed to IndexedDB and not yet committed: still readable from here. */
const writing = new Map<number, PageContent>();
const cache = new Map<number, PageContent>();
let open: PageContent = { seqs: [], texts: [] };
let openChars = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let writes = Promise.resolve();
/** Rises on clear: work begun before it is dropped. */
let epoch = 0;
let failed: string | undefined;

const post = (message: FromSpillWorker) => self.postMessage(message);

const database: Promise<IDBDatabase> = (async () => {
  await new Promise<void>((resolve) => {
    // Held until this worker ends; granted at once, since the name is new.
    void navigator.locks.request(name, () => {
      resolve();
      return new Promise<never>(() => {});
    });
  });
  void removeAbandoned();
  return await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
})();

async function removeAbandoned(): Promise<void> {
  const databases = await indexedDB.databases();
  for (const { name: other } of databases) {
    if (!other?.startsWith(PREFIX) || other === name) continue;
    await navigator.locks.request(other, { ifAvailable: true }, async (lock) => {
      if (lock) await settle(indexedDB.deleteDatabase(other));
    });
  }
}

function settle(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error ?? new Error('the write was aborted'));
      request.onerror = () => reject(request.error ?? new Error('the write failed'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('the request failed'));
    }
  });
}

async function compress(text: string): Promise<Blob> {
  return await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).blob();
}

async function decompress(blob: Blob): Promise<string> {
  return await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

function flush(): void {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = undefined;
  if (!open.seqs.length) return;
  const page = open;
  const chars = openChars;
  open = { seqs: [], texts: [] };
  openChars = 0;
  const number = index.add(page.seqs[0]!, page.seqs.at(-1)!);
  writing.set(number, page);
  const started = epoch;
  writes = writes.then(async () => {
    if (started !== epoch) return;
    try {
      const blob = await compress(packPage(page));
      const db = await database;
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(blob, number);
      await settle(transaction);
    } catch (error) {
      // The page stays readable from memory; the log is told, and keeps what follows in memory.
      failed ??= `The browser's storage refused the log's older payloads: ${(error as Error).message}`;
      post({ type: 'failed', message: failed });
      return;
    }
    if (started !== epoch) return;
    writing.delete(number);
    post({ type: 'stored', chars });
  });
}

async function readPage(number: number): Promise<PageContent> {
  const pending = writing.get(number) ?? cache.get(number);
  if (pending) return pending;
  const db = await database;
  const transaction = db.transaction(STORE, 'readonly');
  const request = transaction.objectStore(STORE).get(number);
  await settle(request);
  const blob = request.result as Blob | undefined;
  if (!blob) throw new Error(`page ${number} is not in storage`);
  const page = unpackPage(await decompress(blob));
  cache.set(number, page);
  if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value!);
  return page;
}

async function get(seq: number): Promise<string | undefined> {
  const inOpen = open.seqs.indexOf(seq);
  if (inOpen !== -1) return open.texts[inOpen];
  const number = index.find(seq);
  if (number === undefined) return undefined;
  const page = await readPage(number);
  const at = page.seqs.indexOf(seq);
  return at === -1 ? undefined : page.texts[at];
}

async function search(match: Parameters<typeof payloadMatcher>[0]): Promise<number[]> {
  const matches = payloadMatcher(match);
  const found: number[] = [];
  const look = (page: PageContent) => {
    for (const [at, text] of page.texts.entries()) if (matches(text)) found.push(page.seqs[at]!);
  };
  for (let number = 0; number < index.size; number++) look(await readPage(number));
  look(open);
  return found;
}

self.onmessage = (event: MessageEvent<ToSpillWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'put':
      for (let i = 0; i < message.seqs.length; i++) {
        open.seqs.push(message.seqs[i]!);
        open.texts.push(message.texts[i]!);
        openChars += message.texts[i]!.length;
      }
      if (openChars >= PAGE_CHARS) flush();
      else {
        if (idleTimer !== undefined) clearTimeout(idleTimer);
        idleTimer = setTimeout(flush, IDLE_FLUSH_MS);
      }
      return;
    case 'get':
      get(message.seq).then(
        (text) =>
          post(
            text === undefined
              ? { type: 'missing', request: message.request, reason: `entry ${message.seq + 1} is not in storage` }
              : { type: 'got', request: message.request, text },
          ),
        (error: Error) => post({ type: 'missing', request: message.request, reason: error.message }),
      );
      return;
    case 'search':
      search(message.match).then(
        (seqs) => post({ type: 'found', request: message.request, seqs }),
        (error: Error) => post({ type: 'missing', request: message.request, reason: error.message }),
      );
      return;
    case 'clear': {
      epoch++;
      if (idleTimer !== undefined) clearTimeout(idleTimer);
      idleTimer = undefined;
      open = { seqs: [], texts: [] };
      openChars = 0;
      writing.clear();
      cache.clear();
      index.clear();
      writes = writes
        .then(async () => {
          const db = await database;
          const transaction = db.transaction(STORE, 'readwrite');
          transaction.objectStore(STORE).clear();
          await settle(transaction);
        })
        .catch(() => undefined);
      return;
    }
  }
};
