import { questionRoles } from '@/content/questions';
import { mockInterviewHref, questionPageHref } from '@/content/questions/library';
import type { PracticeQuestion } from '@/lib/practice/question-link';

/** Written once at build into out/questions.json: what /practice fetches for `?q=<id>`, and nothing more. */
export const dynamic = 'force-static';

export function GET() {
  const questions: PracticeQuestion[] = questionRoles.flatMap((role) =>
    role.questions.map((question) => ({
      id: question.id,
      text: question.text,
      thinkSeconds: question.thinkSeconds,
      answerSeconds: question.answerSeconds,
      roleName: role.name,
      guideHref: questionPageHref(role, question),
      mockInterviewHref: mockInterviewHref(role, question),
    })),
  );
  return Response.json({ questions });
}
