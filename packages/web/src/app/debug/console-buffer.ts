// Keeps the latest console lines so the debug console can show them on a phone or webview
// where developer tools are out of reach.
export interface ConsoleLine {
  level: "log" | "info" | "warn" | "error";
  text: string;
  at: number;
}

const LIMIT = 200;
const lines: ConsoleLine[] = [];

export function consoleLines(): readonly ConsoleLine[] {
  return lines;
}

function format(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === "string") return arg;
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      try {
        return JSON.stringify(arg);
      } catch {
        return String(arg);
      }
    })
    .join(" ");
}

export function captureConsole(target: Console = console): void {
  for (const level of ["log", "info", "warn", "error"] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      lines.push({ level, text: format(args), at: Date.now() });
      if (lines.length > LIMIT) lines.shift();
      original(...args);
    };
  }
  window.addEventListener("error", (event) => {
    lines.push({ level: "error", text: String(event.message), at: Date.now() });
  });
}
