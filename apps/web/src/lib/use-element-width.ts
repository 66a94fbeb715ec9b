import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it resizes (charts draw at a pixel width); `fallback` where
 * layout is not measured (the first render, a test's DOM).
 */
export function useElementWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next) setWidth(Math.floor(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width || fallback] as const;
}
