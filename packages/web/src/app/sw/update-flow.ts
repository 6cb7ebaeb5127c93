// The update flow of SPEC §4: check hourly; when a new worker is waiting, tell it to take over,
// show the refresh notice and reload 3 s later. Dependencies are handed in for testing.

export const UPDATE_CHECK_MS = 3_600_000;
export const RELOAD_DELAY_MS = 3000;
export const SKIP_WAITING = { type: "SKIP_WAITING" } as const;

interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: "statechange", listener: () => void): void;
}

export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: "updatefound", listener: () => void): void;
}

export interface ContainerLike {
  controller: unknown;
  addEventListener(type: "controllerchange", listener: () => void): void;
}

export interface UpdateFlowDeps {
  showNotice(): void;
  reload(): void;
  setInterval(fn: () => void, ms: number): unknown;
  setTimeout(fn: () => void, ms: number): unknown;
}

export function watchForUpdates(
  registration: RegistrationLike,
  container: ContainerLike,
  deps: UpdateFlowDeps,
): void {
  // A first install also changes the controller; only a replacement is an update.
  const hadController = Boolean(container.controller);
  let reloading = false;

  const takeOver = (worker: WorkerLike | null) => {
    if (worker && container.controller) worker.postMessage(SKIP_WAITING);
  };

  takeOver(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") takeOver(worker);
    });
  });
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    deps.showNotice();
    deps.setTimeout(deps.reload, RELOAD_DELAY_MS);
  });
  deps.setInterval(() => {
    void registration.update().catch(() => {});
  }, UPDATE_CHECK_MS);
}
