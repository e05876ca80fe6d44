import { bodyOf, headersOf, HttpError, settle, type HttpAnswer, type HttpRequest } from './http';

/**
 * An upload that reports its progress: fetch cannot, so this one body goes through XMLHttpRequest, with
 * the same answer and failures as every other request.
 */
export function sendWithProgress(url: string, request: HttpRequest, signal: AbortSignal): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', url);
    xhr.withCredentials = request.withCredentials ?? false;
    for (const [name, value] of Object.entries(headersOf(request))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.lengthComputable ? event.loaded / event.total : undefined);
    xhr.onload = () => {
      try {
        resolve(settle(url, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new HttpError({ kind: 'network' }, undefined, url));
    xhr.onabort = () => reject(new HttpError({ kind: 'network' }, undefined, url));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(bodyOf(request) ?? null);
  });
}
