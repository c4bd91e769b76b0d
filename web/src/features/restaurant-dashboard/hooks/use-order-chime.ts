import { useCallback, useEffect, useRef, useState } from "react";

type AudioContextCtor = typeof AudioContext;

/**
 * A short two-note chime for new orders, made with the Web Audio API (no sound file to ship). Browsers
 * only let a page make sound after the user has interacted with it, so the audio context is created on
 * the first tap or key press; until then `ready` is false and the screen says so.
 */
export function useOrderChime() {
  const contextRef = useRef<AudioContext | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const Ctor: AudioContextCtor | undefined =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
    if (!Ctor) return;
    const unlock = () => {
      contextRef.current ??= new Ctor();
      void contextRef.current.resume().then(() => setReady(true));
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
      void contextRef.current?.close();
      contextRef.current = null;
    };
  }, []);

  const play = useCallback(() => {
    const ctx = contextRef.current;
    if (!ctx || ctx.state !== "running") return;
    // Two rising notes, each with a fast attack and soft release so it is noticeable but not harsh.
    [880, 1318.5].forEach((frequency, i) => {
      const start = ctx.currentTime + i * 0.18;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.4);
    });
  }, []);

  return { play, ready };
}
