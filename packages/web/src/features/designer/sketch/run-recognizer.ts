import { RECOGNIZE_STEPS, type RecognizeStep, type SketchReading } from "@fenestra/core/sketch/recognize";
import type { WorkerOut } from "./recognize.worker.ts";
import type { Rgba } from "./straighten.ts";

// Runs the recognizer in a Web Worker (its own chunk, fetched when a photo is first read):
// `onStep` hears each step with the share done; `cancel` ends the worker.

export type Recognized = { reading: SketchReading; paper: Rgba | null };

export function recognizeInWorker(
  photo: Rgba,
  onStep: (step: RecognizeStep, done: number) => void,
): { result: Promise<Recognized>; cancel: () => void } {
  const worker = new Worker(new URL("./recognize.worker.ts", import.meta.url), { type: "module" });
  const result = new Promise<Recognized>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerOut>) => {
      const m = event.data;
      if (m.kind === "step") return onStep(m.step, RECOGNIZE_STEPS.indexOf(m.step) / RECOGNIZE_STEPS.length);
      worker.terminate();
      resolve({ reading: m.reading, paper: m.paper });
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
  });
  worker.postMessage(photo, [photo.data.buffer]);
  return { result, cancel: () => worker.terminate() };
}
