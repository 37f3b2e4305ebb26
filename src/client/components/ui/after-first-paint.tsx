import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** How long the part waits for its answers before it renders without them (and shows its own loading). */
const ANSWERS_WAIT_MS = 3_000;

/**
 * Renders its children once the page around it has shown and what they read is in (`ready`), in a render of
 * their own: a transition, which React slices into short tasks, with a placeholder of their size meanwhile.
 * For the parts of a page below the first screen. In the page's first render they made its commit, effects and
 * layout one long task on a phone; mounted before their answers, each answer rendered them again in one more
 * (an answer's update is not a transition).
 */
export function AfterFirstPaint({
  children,
  placeholder,
  ready,
}: {
  children: ReactNode;
  /** The placeholder's classes: about the children's height, so that little moves when they show. */
  placeholder: string;
  /** Puts their answers in the cache; settles when they are in or have failed. */
  ready?: () => Promise<unknown>;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    const answers = ready?.().catch(() => undefined);
    // A task after the commit's (the browser paints the page first), and then the answers or the wait's end.
    const painted = new Promise((resolve) => setTimeout(resolve, 0));
    const waited = new Promise((resolve) => setTimeout(resolve, ANSWERS_WAIT_MS));
    void Promise.all([painted, Promise.race([answers, waited])]).then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
    // Once, as the part mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shown ? children : <div className={placeholder} />;
}
