import { afterAll } from "vitest";

// antd's toasts and dialogs opened by its static calls live in React roots of their own, which no
// test unmounts, and they close on timers. A timer that fires after the file's jsdom is gone makes
// React's scheduler throw "window is not defined", which vitest counts against the whole run (on a
// busy machine timers run late, so this is a matter of load, not of the test). So, while the window
// exists: close them all, then wait until none is left on the page (by the page, not by the clock:
// up to 8 s; render.tsx turns their motion off, so they go at once), and let the scheduler's last
// tasks run. Only a file that
// showed one has antd's containers (and antd loaded already): the others, and the files that run in
// node without a DOM, have nothing to close.
const LEFT = ".ant-message-notice, .ant-notification-notice, .ant-wave";

afterAll(async () => {
  if (
    typeof document === "undefined" ||
    !document.querySelector(".ant-message, .ant-notification, .ant-modal-root")
  )
    return;
  const [{ message, notification, Modal }, { act }] = await Promise.all([import("antd"), import("react")]);
  await act(async () => {
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  });
  const until = Date.now() + 8000;
  while (document.querySelector(LEFT) && Date.now() < until) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}, 15_000);
