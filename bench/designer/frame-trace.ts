// Reads a Chromium performance trace (browser.startTracing) and answers, for every drag step
// the page marked (performance.mark("drag-step") when the dragged mullion moved), the time the
// renderer's main thread spent to put it on screen: the task that applied the step (input or
// throttle timer → editor → React commit) plus the task that rendered the next frame (style,
// layout, paint), as wall time (dur) and thread CPU time (tdur).

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
};

export type StepTiming = { wallMs: number; cpuMs: number };

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const FRAME_NAMES = new Set(["BeginMainThreadFrame", "Paint", "Commit", "UpdateLayoutTree"]);

export function dragStepTimings(trace: { traceEvents: TraceEvent[] }): {
  steps: StepTiming[];
  frames: StepTiming[];
} {
  const events = trace.traceEvents;
  const marks = events.filter((e) => e.name === "drag-step");
  const first = marks[0];
  if (!first) return { steps: [], frames: [] };
  const onMain = events.filter((e) => e.pid === first.pid && e.tid === first.tid);
  const all = onMain.filter((e) => TASK_NAMES.has(e.name) && e.ph === "X").sort((a, b) => a.ts - b.ts);
  // top-level tasks only (a nested run loop can report a task inside a task)
  const tasks: TraceEvent[] = [];
  for (const t of all) {
    const last = tasks[tasks.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(t);
  }
  const within = (t: TraceEvent, ts: number) => ts >= t.ts && ts <= t.ts + (t.dur ?? 0);
  const frameMarkers = onMain.filter((e) => FRAME_NAMES.has(e.name)).map((e) => e.ts);
  const isFrameTask = (t: TraceEvent) => frameMarkers.some((ts) => within(t, ts));
  const timing = (ts: TraceEvent[]): StepTiming => ({
    wallMs: ts.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000,
    cpuMs: ts.reduce((s, t) => s + (t.tdur ?? t.dur ?? 0), 0) / 1000,
  });

  const steps: StepTiming[] = [];
  for (const m of marks) {
    const i = tasks.findIndex((t) => within(t, m.ts));
    if (i < 0) continue;
    const task = tasks[i]!;
    const j = tasks.findIndex((t, k) => k >= i && isFrameTask(t) && (k > i || frameAfter(t, m.ts)));
    const frame = j >= 0 ? tasks[j]! : null;
    steps.push(timing(frame && frame !== task ? [task, frame] : [task]));
  }
  const start = marks[0]!.ts;
  const end = marks[marks.length - 1]!.ts;
  const frames = tasks.filter((t) => t.ts >= start && t.ts <= end && isFrameTask(t)).map((t) => timing([t]));
  return { steps, frames };

  function frameAfter(t: TraceEvent, ts: number) {
    return frameMarkers.some((f) => f > ts && within(t, f));
  }
}
