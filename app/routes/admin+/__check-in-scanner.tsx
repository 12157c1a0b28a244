import { useEffect, useRef, useState } from "react";
import type { DoorTexts } from "~/i18n/door";

/**
 * "Scan with camera": only where the browser has BarcodeDetector and a camera (the door's
 * tickets, the hall's membership cards).
 */
export function Scanner({
  onCode,
  t,
}: {
  onCode: (code: string) => void;
  t: Pick<DoorTexts, "scanner">;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, without restarting the camera each time the list changes.
  const handler = useRef(onCode);
  handler.current = onCode;
  // Its words too: the page's data reloads with every check-in, and must not restart the camera.
  const failed = useRef(t.scanner.failed);
  failed.current = t.scanner.failed;
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    // Chromium tells whether the page's Permissions-Policy lets it open the camera at all.
    const policy = (document as { featurePolicy?: { allowsFeature(name: string): boolean } })
      .featurePolicy;
    setSupported(
      "BarcodeDetector" in window &&
        !!navigator.mediaDevices?.getUserMedia &&
        policy?.allowsFeature("camera") !== false,
    );
  }, []);
  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = "";
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass })
      .BarcodeDetector;
    const detector = new Detector({ formats: ["qr_code"] });
    const look = async () => {
      const element = video.current;
      if (element && element.readyState >= 2) {
        const [found] = await detector.detect(element).catch(() => []);
        if (found && found.rawValue !== last) {
          last = found.rawValue;
          handler.current(found.rawValue);
        }
      }
      timer = setTimeout(look, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then((opened) => {
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play();
        }
        void look();
      })
      .catch(() => {
        setProblem(failed.current);
        setScanning(false);
      });
    return () => {
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning]);
  if (!supported) return null;
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => {
          setProblem(null);
          setScanning((on) => !on);
        }}
        className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
      >
        {scanning ? t.scanner.stop : t.scanner.start}
      </button>
      {problem ? <p className="text-red-800">{problem}</p> : null}
      {scanning ? (
        <video
          ref={video}
          muted
          playsInline
          className="w-full max-w-sm rounded-lg"
          aria-label={t.scanner.camera}
        />
      ) : null}
    </div>
  );
}

type BarcodeDetectorClass = new (options: { formats: string[] }) => {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
};
