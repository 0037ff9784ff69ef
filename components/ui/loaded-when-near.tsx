"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/** How far below the screen a section starts loading: a scroll's worth, so it is there when the reader gets to it. */
const AHEAD = "600px 0px";

/**
 * A part of a page the server renders on its own request, once it nears the screen (issue 28: the league page's
 * first answer holds its standings, not its charts and lists). `load` is a server action bound to what the part
 * shows; a new one (the page rendered again: a live change, another page of a list) loads the part again. The
 * placeholder keeps the part's room, so the page does not jump when it arrives.
 */
export function LoadedWhenNear({
  load,
  minHeight,
  testId,
}: {
  load: () => Promise<ReactNode>;
  minHeight: string;
  testId: string;
}) {
  const t = useTranslations("errors");
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [content, setContent] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [near]);
  // The answer of the latest request only: a slower earlier one (an older page of a list) never replaces it.
  const latest = useRef(0);
  const request = useCallback(() => {
    const mine = ++latest.current;
    setFailed(false);
    load().then(
      (node) => {
        if (mine === latest.current) setContent(node);
      },
      () => mine === latest.current && setFailed(true),
    );
  }, [load]);
  useEffect(() => {
    if (near) request();
  }, [near, request]);
  const waiting = content === null;
  return (
    <div
      ref={box}
      data-testid={testId}
      aria-busy={waiting && !failed}
      style={waiting ? { minHeight } : undefined}
      data-state={failed ? "failed" : waiting ? "loading" : "loaded"}
    >
      {failed && waiting ? (
        <p className="text-stone-700">
          {t("errorText")}{" "}
          <button type="button" className="min-h-11 font-semibold text-felt-700 underline" onClick={request}>
            {t("retry")}
          </button>
        </p>
      ) : (
        content
      )}
    </div>
  );
}
