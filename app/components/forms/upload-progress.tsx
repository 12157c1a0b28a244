import { useCallback, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useLanguage } from "~/i18n/language";
import type * as Transport from "./upload-transport";

/**
 * Photo uploads from a phone on a slow network (issue #19), with JavaScript only:
 * - each image chosen in a field is shrunk in the browser at once (longest side 1280 px, at most
 *   300 KB: ./shrink-image) and put back into the field in place of the original;
 * - while the form uploads, a progress bar shows how much of it has been sent.
 * React Router still submits the form and handles its answer exactly as without JavaScript (errors in
 * the form, or the redirect and its message): for the one request of this submission only, the
 * global `fetch` React Router calls is served by an XMLHttpRequest, whose upload reports progress
 * (`fetch` cannot). The code for both (./upload-transport) is fetched when a file is first
 * chosen. Without JavaScript the browser sends the original files.
 */

type Transport = typeof Transport;

/**
 * The form's side of it: `fileField` to spread on each file field (shrinks an image; `shrinking`
 * is true meanwhile, so the form should not be sent yet), `onSubmit` for the form (follows the
 * upload when a file was chosen), and `progressBar` to render under the form (null unless
 * it is uploading).
 */
export function usePhotoUpload() {
  const [shrinking, setShrinking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const transport = useRef<Transport>();
  const language = useLanguage();
  const shrink = useCallback(async (input: HTMLInputElement) => {
    setShrinking(true);
    try {
      transport.current ??= await import("./upload-transport");
      await transport.current.shrinkPhotoInput(input);
    } catch {
      // Offline, or a deploy replaced the chunk: the original file is sent, as without JavaScript.
    } finally {
      setShrinking(false);
    }
  }, []);
  const fileField = useMemo(
    () => ({
      onChange: (event: ChangeEvent<HTMLInputElement>) => void shrink(event.currentTarget),
      // A file she chose before the form's script came (formOnFirstUse) is in the field as it
      // hydrates: shrunk then.
      ref: (input: HTMLInputElement | null) => {
        if (input?.files?.length) void shrink(input);
      },
    }),
    [shrink],
  );
  const onSubmit = (event: { defaultPrevented: boolean }) => {
    if (!event.defaultPrevented) transport.current?.trackNextUpload(setProgress);
  };
  // Drawn by the loaded module: a page that never uploads does not carry it.
  const progressBar = progress === null ? null : transport.current?.progressBar(progress, language);
  return { shrinking, progressBar, fileField, onSubmit };
}
