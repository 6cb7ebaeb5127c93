/// <reference lib="webworker" />
import { type RecognizeStep, recognizeSketch, type SketchReading } from "@fenestra/core/sketch/recognize";
import { type Rgba, straightenPhoto } from "./straighten.ts";

// The sketch recognizer off the page's thread: the photo's pixels in, each step as it starts
// (the dialog's progress), then the reading and the straightened paper in colour to draw on.

export type WorkerIn = Rgba;
export type WorkerOut =
  | { kind: "step"; step: RecognizeStep }
  | { kind: "done"; reading: SketchReading; paper: Rgba | null };

const post = (message: WorkerOut, transfer: Transferable[] = []) => self.postMessage(message, transfer);

self.onmessage = (event: MessageEvent<WorkerIn>) => {
  const photo = event.data;
  const reading = recognizeSketch(photo, (step) => post({ kind: "step", step }));
  if (!reading.ok) return post({ kind: "done", reading, paper: null });
  const paper = straightenPhoto(photo, reading.corners, reading.paper.width, reading.paper.height);
  post({ kind: "done", reading, paper }, [paper.data.buffer]);
};
