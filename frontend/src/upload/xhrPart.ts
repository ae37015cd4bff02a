import type { PartSender } from './engine.ts';

/** Parts by XMLHttpRequest, which reports upload progress (fetch cannot). */
export const xhrPart: PartSender = (url, body, signal, onBytes) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => onBytes(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(xhr.getResponseHeader('etag') ?? '')
        : reject(new Error(`part upload answered ${xhr.status}`));
    xhr.onerror = () => reject(new Error('part upload failed'));
    xhr.ontimeout = () => reject(new Error('part upload timed out'));
    const abort = () => {
      xhr.abort();
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.send(body);
  });
