import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { shrinkFileInput, PHOTO_LIMITS } from "./shrink-image";

/**
 * Photo uploads from a phone on a slow network (issue #19), with JavaScript only:
 * - each image chosen in a field is shrunk in the browser at once (longest side 1280 px, at most
 *   300 KB: ./shrink-image) and put back into the field in place of the original;
 * - while the form uploads, a progress bar shows how much of it has been sent.
 * Remix still submits the form and handles its answer exactly as without JavaScript (errors in
 * the form, or the redirect and its message): for the one request of this submission only, the
 * global `fetch` Remix calls is served by an XMLHttpRequest, whose upload reports progress
 * (`fetch` cannot). Without JavaScript the browser sends the original files.
 */

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

/**
 * Serves the next multipart POST made through `window.fetch` with progress; other requests go to
 * the real `fetch`. Returns the function that takes the hook away if no such request came.
 */
function trackNextUpload(onProgress: (fraction: number) => void): () => void {
  const original = window.fetch;
  const tracked: typeof fetch = (input, init) => {
    if (init?.method?.toUpperCase() !== "POST" || !(init.body instanceof FormData)) {
      return original(input, init);
    }
    window.fetch = original;
    return fetchWithProgress(input, init, onProgress);
  };
  window.fetch = tracked;
  return () => {
    if (window.fetch === tracked) window.fetch = original;
  };
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The form's side of it: `onFileChange` for each image field (shrinks it; `shrinking` is true
 * meanwhile, so the form should not be sent yet; `shrunk` says by how much, per field name),
 * `onSubmit` for the form (starts following the
 * upload), and `progress` (0–1, or null when nothing is uploading) for <UploadProgress>.
 */
export function usePhotoUpload() {
  const navigation = useNavigation();
  const [shrinking, setShrinking] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [shrunk, setShrunk] = useState<Record<string, string>>({});
  const untrack = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle") return;
    untrack.current?.();
    untrack.current = null;
    setProgress(null);
  }, [navigation.state]);
  useEffect(() => () => untrack.current?.(), []);

  const onFileChange = async (input: HTMLInputElement) => {
    setShrinking((count) => count + 1);
    const before = input.files?.[0]?.size ?? 0;
    try {
      const after = (await shrinkFileInput(input, PHOTO_LIMITS))?.size ?? 0;
      const note = after < before ? `Made smaller to send: ${size(before)} → ${size(after)}` : "";
      setShrunk((notes) => ({ ...notes, [input.name]: note }));
    } finally {
      setShrinking((count) => count - 1);
    }
  };
  const onSubmit = (event: { defaultPrevented: boolean }) => {
    if (event.defaultPrevented) return;
    untrack.current?.();
    setProgress(0);
    untrack.current = trackNextUpload(setProgress);
  };
  return { shrinking: shrinking > 0, shrunk, progress, onFileChange, onSubmit };
}

/** The bar under the form while it uploads (nothing otherwise), announced politely. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-3" role="status">
      <label htmlFor="upload-progress" className="block text-sm text-stone-700">
        {percent < 100 ? `Uploading… ${percent}%` : "Uploaded, saving…"}
      </label>
      <progress
        id="upload-progress"
        max={100}
        value={percent}
        className="mt-1 h-2 w-full accent-brand-700"
      />
    </div>
  );
}
