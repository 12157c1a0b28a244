import { shrinkFileInput, PHOTO_LIMITS } from "./shrink-image";
import { formTexts } from "~/i18n/forms";
import { format, type Language } from "~/i18n/language";

/**
 * The part of ./upload-progress loaded when a file is first chosen (in a chunk of its own, so a
 * form page's initial JavaScript stays within its budget): shrinking the chosen image, and
 * following the upload's progress.
 */

/** Shrinks the image in the field, if it is one (./shrink-image), to PHOTO_LIMITS. */
export async function shrinkPhotoInput(input: HTMLInputElement): Promise<void> {
  await shrinkFileInput(input, PHOTO_LIMITS);
}

/** `fetch` for one multipart POST, by XMLHttpRequest so the upload's progress can be followed. */
function fetchWithProgress(
  input: RequestInfo | URL,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = input instanceof Request ? input.url : String(input);
    xhr.open(init.method ?? "POST", url);
    xhr.responseType = "arraybuffer";
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const empty = [101, 204, 205, 304].includes(xhr.status);
      resolve(
        new Response(empty ? null : (xhr.response as ArrayBuffer), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    init.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/** Takes away the hook of a submission that sent nothing (the browser did not submit after all). */
let untrack: (() => void) | null = null;

/**
 * Serves the next multipart POST made through `window.fetch` with progress: 0 now, fractions as
 * it goes, null once the answer is in (or the request failed). Other requests go to the real
 * `fetch`, and so does everything once that one request has been made.
 */
export function trackNextUpload(onProgress: (fraction: number | null) => void): void {
  untrack?.();
  const original = window.fetch;
  const tracked: typeof fetch = (input, init) => {
    if (init?.method?.toUpperCase() !== "POST" || !(init.body instanceof FormData)) {
      return original(input, init);
    }
    untrack?.();
    return fetchWithProgress(input, init, onProgress).finally(() => onProgress(null));
  };
  window.fetch = tracked;
  untrack = () => {
    if (window.fetch === tracked) window.fetch = original;
    untrack = null;
  };
  onProgress(0);
}

/** The bar under the form while it uploads, announced politely. */
export function progressBar(progress: number, language: Language) {
  const percent = Math.round(progress * 100);
  const t = formTexts[language];
  return (
    <div className="mt-3" role="status">
      <label htmlFor="upload-progress" className="block text-sm text-stone-700">
        {percent < 100 ? format(t.uploading, { percent }) : t.uploaded}
      </label>
      <progress id="upload-progress" max={100} value={percent} className="mt-1 h-2 w-full" />
    </div>
  );
}
