import { useEffect, useState } from 'react';
import { practiceQuestionsPath, questionParam, type PracticeQuestion } from '@/lib/practice/question-link';

/** The library question /practice was opened with (`?q=<id>`): none, being looked up, found, or not found. */
export type LibraryQuestion =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'chosen'; question: PracticeQuestion }
  | { status: 'fallback' };

const none: LibraryQuestion = { status: 'none' };

/**
 * Reads `q` from the address once the page runs (the export is static: no search params at build), then loads
 * the checker and the questions' JSON only for it. Any failure falls back to the sample question.
 */
export function useLibraryQuestion(): LibraryQuestion {
  const [state, setState] = useState<LibraryQuestion>(none);

  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get(questionParam);
    if (raw === null) return;
    const controller = new AbortController();
    const lookUp = async (): Promise<LibraryQuestion> => {
      const { parseQuestionId, findPracticeQuestion } = await import('@/lib/practice/library-question');
      const id = parseQuestionId(raw);
      if (!id) return { status: 'fallback' };
      const response = await fetch(practiceQuestionsPath, { signal: controller.signal });
      const question = response.ok ? findPracticeQuestion(await response.json(), id) : null;
      return question ? { status: 'chosen', question } : { status: 'fallback' };
    };
    queueMicrotask(() => setState({ status: 'loading' }));
    lookUp().then(
      (next) => !controller.signal.aborted && setState(next),
      () => !controller.signal.aborted && setState({ status: 'fallback' }),
    );
    return () => controller.abort();
  }, []);

  return state;
}
