import { lazy, Suspense, useEffect, useState } from "react";
import { SCROLL_TOP_THRESHOLD_PX } from "#contracts/constants.ts";

// The button itself loads the first time the page is scrolled far enough to show it: no page starts scrolled down.
const ScrollToTopButton = lazy(() => import("./scroll-to-top-button.tsx"));

/** A button that appears after scrolling more than SCROLL_TOP_THRESHOLD_PX and brings the page back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
      setVisible(past);
      if (past) setWanted(true);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  );
}
