import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SelectHTMLAttributes } from 'react';

let canvas: HTMLCanvasElement | null = null;

/** How wide `text` is drawn in `font`, in pixels (0 where the page cannot say). */
function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  ctx.font = font;
  return ctx.measureText(text).width;
}

/**
 * Whether a closed list cuts `text`, its chosen line, short: the line is wider than the room the
 * list leaves it. That room is the list's width less what it adds to its lines (its arrow and
 * inner padding), found as how much wider the list is than its widest line when nothing narrows
 * it; looked for only where the line comes near the list's width.
 */
function cutShort(el: HTMLSelectElement, text: string): boolean {
  if (text === '' || el.clientWidth === 0) return false;
  const style = getComputedStyle(el);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const width = textWidth(text, font);
  if (width < el.clientWidth - 2 * (parseFloat(style.fontSize) || 16)) return false;
  const widest = Math.max(...[...el.options].map((o) => textWidth(o.textContent, font)));
  const { width: w, maxWidth } = el.style;
  el.style.width = 'max-content';
  el.style.maxWidth = 'none';
  const natural = el.clientWidth;
  el.style.width = w;
  el.style.maxWidth = maxWidth;
  return width > el.clientWidth - (natural - widest) + 0.5;
}

/**
 * A closed list (dropdown) whose chosen line is never lost: where the list is too narrow for it (a
 * long soldier's or company's name on a phone), the line is written out whole under the list,
 * wrapping as text does. Takes what a `<select>` takes.
 */
export function WholeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const ref = useRef<HTMLSelectElement>(null);
  const [whole, setWhole] = useState<string | null>(null);
  // Read from the list as drawn: its chosen line and its width.
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const text = el.selectedOptions[0]?.textContent ?? '';
    setWhole(cutShort(el, text) ? text : null);
  }, []);
  // After every drawing: the chosen line changes with the value and with the lines offered.
  useLayoutEffect(measure);
  // And when the list's width changes (the phone turned, the page's column narrowed).
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [measure]);
  return (
    <>
      <select ref={ref} {...props} />
      {whole !== null ? (
        <span className="dw-whole" aria-hidden="true">
          {whole}
        </span>
      ) : null}
    </>
  );
}
