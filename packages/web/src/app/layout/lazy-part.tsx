import { type ComponentType, lazy, Suspense } from "react";
import { loadChunk } from "../sw/chunk-errors.ts";

/**
 * A part of a page that loads when first shown, in a boundary of its own (nothing in its place
 * meanwhile), so the page around it is usable before:
 * `lazyPart(() => import("./X.tsx").then((m) => m.X))`. For what a cold start does not show (an
 * online-only button and its dialog, an editor opened on use).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => React.JSX.Element {
  const Part = lazy(() => loadChunk(load).then((component) => ({ default: component })));
  return (props) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
