import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The in-page QR scanner: the camera (the rear one on a phone) into a <video>, a frame drawn to a canvas
 * every ~150 ms (about 7 a second: quick enough to feel instant, light on a phone's battery) and decoded
 * with jsQR, loaded only when the camera starts. The stream stops on success, on stop and on unmount.
 */
export type ScannerState = "idle" | "starting" | "scanning" | "unavailable" | "denied";

const SCAN_INTERVAL_MS = 150;

/** Why the camera cannot be used here: no API (old browser, jsdom), or not a secure page (plain HTTP). */
export function cameraSupport(): "ok" | "insecure" | "missing" {
  if (typeof window === "undefined") return "missing";
  if (window.isSecureContext === false) return "insecure";
  return typeof navigator.mediaDevices?.getUserMedia === "function" ? "ok" : "missing";
}

export function useQrScanner(onText: (text: string) => boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const [state, setState] = useState<ScannerState>("idle");
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  // Bumped by every start, stop and unmount: a camera that opens after the guest moved on is closed at once.
  const runRef = useRef(0);
  useEffect(
    () => () => {
      runRef.current += 1;
      stop();
    },
    [stop],
  );

  const start = useCallback(async () => {
    if (cameraSupport() !== "ok") {
      setState("unavailable");
      return;
    }
    setState("starting");
    const run = ++runRef.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      if (run === runRef.current) setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
      return;
    }
    const { default: jsQR } = await import("jsqr");
    const video = videoRef.current;
    if (run !== runRef.current || !video) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    stop();
    streamRef.current = stream;
    video.muted = true;
    video.srcObject = stream;
    video.setAttribute("playsinline", "true");
    await video.play().catch(() => undefined);
    if (run !== runRef.current) return;
    setState("scanning");

    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    timerRef.current = window.setInterval(() => {
      if (!context || video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return;
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
      if (code?.data && onTextRef.current(code.data)) {
        stop();
        setState("idle");
      }
    }, SCAN_INTERVAL_MS);
  }, [stop]);

  const cancel = useCallback(() => {
    runRef.current += 1;
    stop();
    setState("idle");
  }, [stop]);

  return { videoRef, state, start, stop: cancel };
}
