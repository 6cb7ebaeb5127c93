import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { loadChunk } from "../sw/chunk-errors.ts";

/**
 * A part of a page that loads when first shown, in a boundary of its own (nothing in its place
 * meanwhile), so the page around it is usable before: `lazyPart(() => import("./X.tsx"), "X")`.
 * For what a cold start does not show (an online-only button and its dialog).
 */
export function lazyPart<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): (props: ComponentProps<M[K]>) => React.JSX.Element {
  const Part = lazy(() => loadChunk(load).then((m) => ({ default: m[name] })));
  const Shown = Part as unknown as ComponentType<ComponentProps<M[K]>>;
  return (props) => (
    <Suspense fallback={null}>
      <Shown {...props} />
    </Suspense>
  );
}
