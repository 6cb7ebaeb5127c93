// Runs a render step by step (low, then middle, then high, up to the chosen quality), keeping
// each step's progress and time for the page to show, and the latest step's picture. three.js
// and the renderer come in their own chunk, fetched at the first render.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Quality } from "../view-settings.ts";
import type { RenderRequest } from "./photo-render.ts";
import { stepsUpTo } from "./render-steps.ts";

export type StepProgress = { step: Quality; share: number; seconds: number | null };

export function usePhotoRender() {
  const [steps, setSteps] = useState<StepProgress[]>([]);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /** Renders `request` up to `quality`; `shown` hears each step's picture as it is done. */
  const run = useCallback(
    async (request: RenderRequest, quality: Quality, shown: (picture: HTMLCanvasElement) => void) => {
      const order = stepsUpTo(quality);
      setSteps(order.map((step) => ({ step, share: 0, seconds: null })));
      setRunning(true);
      setFailed(false);
      const { createPhotoRenderer } = await import("./photo-render.ts");
      const renderer = createPhotoRenderer();
      try {
        for (const [i, step] of order.entries()) {
          const started = performance.now();
          const update = (share: number, seconds: number | null = null) =>
            live.current && setSteps((all) => all.map((s, j) => (j === i ? { ...s, share, seconds } : s)));
          const picture = await renderer.render(request, step, (share) => update(share));
          if (!picture) {
            setFailed(true);
            return;
          }
          update(1, (performance.now() - started) / 1000);
          if (live.current) shown(picture);
        }
      } catch {
        if (live.current) setFailed(true);
      } finally {
        renderer.dispose();
        if (live.current) setRunning(false);
      }
    },
    [],
  );
  return { steps, running, failed, run };
}
