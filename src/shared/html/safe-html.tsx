// The one way server HTML (or a copy of it saved on the device) reaches the DOM: sanitised, and
// marked lang="zh-CN" because the server writes Chinese whatever the interface language.
// The sanitiser (DOMPurify, 11 KB compressed) loads once the page is idle or a page shows such HTML, after the
// page's own code: the detail's title and facts come first, its text a moment later (the first screens' byte budget).
import { useEffect, useMemo, useState } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';
import { LoadError, TextSkeleton } from '../ui/query-states';
import { whenIdle } from '../ui/when-idle';

/** At the latest this long after the code that shows server HTML arrives, its sanitiser is asked for. */
const SANITIZER_IDLE_MS = 3000;

type Sanitize = typeof import('./sanitize').sanitizeHtml;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser, once; a failed load (connection lost) is tried again by the next caller. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Importing it sets DOMPurify up (it makes its instance as its module runs): not in the task that builds the
// first screen, but when the page is idle before some HTML is shown, or right after the commit that first
// shows some (useSanitizer's effect), whichever comes first.
whenIdle(() => void loadSanitizer().catch(() => undefined), SANITIZER_IDLE_MS);

/** The sanitiser when it is here; until then undefined, and `error` when its code could not be fetched. */
function useSanitizer(): { sanitize: Sanitize | undefined; error: unknown; retry: () => void } {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      (failure: unknown) => live && setError(failure ?? new Error('sanitiser')),
    );
    return () => {
      live = false;
    };
  }, [sanitize, attempt]);
  return {
    sanitize,
    error,
    retry: () => {
      setError(undefined);
      setAttempt((n) => n + 1);
    },
  };
}

interface SafeHtmlProps {
  html: string;
  /** The level the content's highest heading moves to, so the screen keeps one h1; none keeps its levels. */
  topLevel?: number;
  className?: string;
  testId?: string;
}

export function SafeHtml({ html, topLevel, className, testId }: SafeHtmlProps) {
  const { sanitize, error, retry } = useSanitizer();
  const clean = useMemo(() => sanitize?.(html, { topLevel }), [sanitize, html, topLevel]);
  if (clean === undefined)
    // the lines about to arrive hold their place, so what follows barely moves
    return error ? <LoadError error={error} onRetry={retry} /> : <TextSkeleton heading={false} />;
  return (
    <Typography className={className}>
      <div data-testid={testId} lang="zh-CN" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
