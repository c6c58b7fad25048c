/**
 * A stand-in for the search page worker: a search for "stall" never ends (it loops), any other gets
 * a one-line page naming its address.
 */
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';

parentPort.on('message', (job) => {
  if (job.url.includes('stall')) for (;;);
  const html = Buffer.from(`<p>${job.url}</p>`);
  parentPort.postMessage({
    id: job.id,
    page: { html, gzip: zlib.gzipSync(html), br: zlib.brotliCompressSync(html) },
  });
});
