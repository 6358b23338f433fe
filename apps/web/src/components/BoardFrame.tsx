import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the board is fitted to the width, as the player last chose in this browser. */
function fitRemembered(storageKey: string, fitByDefault: boolean): boolean {
  try {
    const stored = localStorage.getItem(storageKey);
    // Anything else stored (a garbled value) is no choice: the board's own default.
    return stored === 'true' ? true : stored === 'false' ? false : fitByDefault;
  } catch {
    return fitByDefault;
  }
}

function rememberFit(storageKey: string, fit: boolean): void {
  try {
    localStorage.setItem(storageKey, String(fit));
  } catch {
    // A storage the browser refuses only costs the choice after a reload.
  }
}

/** What the frame tells its board: the width it fits the board to, or null when drawn at full size. */
export interface BoardRoom {
  readonly fittedTo: number | null;
}

/**
 * A board's frame, for a board drawn at `width` pixels. Where the screen is narrower than that (a
 * phone), a button fits the whole board to the width or shows it at full size, its squares big
 * enough for a finger; the button says what pressing it does (`fitLabel` at full size,
 * `fullSizeLabel` when fitted). At full size the board scrolls sideways under a shadow on each
 * side where more of it lies, gone once that edge is reached. The choice is kept in this browser
 * under `storageKey`, so a reload or the next game shows the board as the player left it. A board
 * that fits at full size has no button. A board given as a function learns the width it is fitted
 * to, to draw what must stay readable (the names on its edges) larger as it shrinks. The frame's parts are named after `kind` (`hy-frame`, `hy-fit`,
 * `hy-svg-edges`, `hy-svg-wrap` for `hy`), which the style sheet dresses.
 */
export function BoardFrame({
  kind,
  storageKey,
  fitByDefault,
  width,
  fitLabel,
  fullSizeLabel,
  children,
}: {
  kind: string;
  storageKey: string;
  fitByDefault: boolean;
  width: number;
  fitLabel: string;
  fullSizeLabel: string;
  /** The board, or a function drawing it for the room the frame gives it. */
  children: ReactNode | ((room: BoardRoom) => ReactNode);
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const [fit, setFitState] = useState(() => fitRemembered(storageKey, fitByDefault));
  const setFit = (f: boolean) => {
    rememberFit(storageKey, f);
    setFitState(f);
  };
  const [room, setRoom] = useState({ narrow: false, left: false, right: false, client: 0 });
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const look = () => {
      const narrow = el.clientWidth < width - 1;
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      const client = el.clientWidth;
      setRoom((old) =>
        old.narrow === narrow && old.left === left && old.right === right && old.client === client
          ? old
          : { narrow, left, right, client },
      );
    };
    look();
    el.addEventListener('scroll', look, { passive: true });
    // The frame narrowed (a phone turned) or the board grown both change what lies beyond.
    const sizes = new ResizeObserver(look);
    sizes.observe(el);
    for (const child of el.children) sizes.observe(child);
    return () => {
      el.removeEventListener('scroll', look);
      sizes.disconnect();
    };
  }, [fit, width]);
  return (
    <div className={`${kind}-frame${fit ? ' fit' : ''}`}>
      {room.narrow ? (
        <button type="button" className={`${kind}-fit`} onClick={() => setFit(!fit)}>
          {fit ? fullSizeLabel : fitLabel}
        </button>
      ) : null}
      <div className={`${kind}-svg-edges`} data-more-left={room.left} data-more-right={room.right}>
        <div className={`${kind}-svg-wrap`} ref={wrap}>
          {typeof children === 'function' ? children({ fittedTo: fit && room.narrow ? room.client : null }) : children}
        </div>
      </div>
    </div>
  );
}
