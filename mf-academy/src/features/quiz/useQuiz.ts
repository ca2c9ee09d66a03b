import { useState } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import type { AttemptResult, OpenAttempt } from '@app/shared/contracts/academy';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { toSubmission, type Answers } from './quizMath';

/** What the page shows below the rules: the overview, an attempt in progress, or a graded result. */
export type QuizView =
  { step: 'overview' } | { step: 'attempt'; attempt: OpenAttempt } | { step: 'result'; result: AttemptResult };

/** The quiz of a course: its state from the server, starting an attempt and submitting it. */
export function useQuiz(courseId: string) {
  const auth = useAuthStore((state) => state.status);
  const quiz = useApiQuery('getQuiz', { courseId }, { enabled: auth === 'signed-in' && courseId !== '', staleTime: 0 });
  const [view, setView] = useState<QuizView>({ step: 'overview' });
  const start = useApiMutation('startQuizAttempt');
  const submit = useApiMutation('submitQuiz');

  const begin = () => {
    submit.reset();
    start.mutate({ courseId }, { onSuccess: (attempt) => setView({ step: 'attempt', attempt }) });
  };

  const send = (attempt: OpenAttempt, answers: Answers) => {
    if (submit.isPending) return;
    submit.mutate(
      { courseId, attemptId: attempt.id, answers: toSubmission(attempt.questions, answers) },
      { onSuccess: (result) => setView({ step: 'result', result }) },
    );
  };

  return { auth, quiz, view, setView, begin, start, send, submit };
}
