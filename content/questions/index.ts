import { config } from '../../lib/config';
import { syntheticLibrary } from './synthetic';
import type { InterviewQuestion, QuestionRole } from './types';
import { role as jobCandidate } from './roles/job-candidate';
import { role as retailSalesAssociate } from './roles/retail-sales-associate';
import { role as customerSupportSpecialist } from './roles/customer-support-specialist';
import { role as campusMarketingIntern } from './roles/campus-marketing-intern';
import { role as freelanceProductDesigner } from './roles/freelance-product-designer';
import { role as communityVolunteer } from './roles/community-volunteer';
import { role as crewMember } from './roles/crew-member';
import { role as actorPerformer } from './roles/actor-performer';
import { role as coach } from './roles/coach';
import { role as onlineTutor } from './roles/online-tutor';
import { role as contentCreator } from './roles/content-creator';
import { role as brandAmbassador } from './roles/brand-ambassador';
import { role as campusJob } from './roles/campus-job';
import { role as frontDeskReceptionist } from './roles/front-desk-receptionist';

export type { AudienceId, CompetencyId, InterviewQuestion, QuestionRole } from './types';

/** The library as shipped, in the order the hub lists them within an audience. */
export const publishedRoles: readonly QuestionRole[] = [
  jobCandidate,
  retailSalesAssociate,
  customerSupportSpecialist,
  campusMarketingIntern,
  freelanceProductDesigner,
  communityVolunteer,
  crewMember,
  actorPerformer,
  coach,
  onlineTutor,
  contentCreator,
  brandAmbassador,
  campusJob,
  frontDeskReceptionist,
];

/**
 * Every role of the library: the published ones, then (in a scale-test build only, HIRECLIP_SYNTHETIC_QUESTIONS) the
 * synthetic ones of content/questions/synthetic.ts.
 */
export const questionRoles: readonly QuestionRole[] = [...publishedRoles, ...syntheticLibrary(config.syntheticQuestions)];

const entries = questionRoles.flatMap((role) => role.questions.map((question) => ({ question, role })));
const questionsById = new Map(entries.map((entry) => [entry.question.id, entry.question]));
const rolesByQuestionId = new Map(entries.map((entry) => [entry.question.id, entry.role]));

/** The question with this id, or undefined. */
export function questionById(id: string): InterviewQuestion | undefined {
  return questionsById.get(id);
}

/** The role a question belongs to, or undefined. */
export function roleOfQuestion(id: string): QuestionRole | undefined {
  return rolesByQuestionId.get(id);
}

/** The role with this URL slug, or undefined. */
export function questionRoleBySlug(slug: string): QuestionRole | undefined {
  return questionRoles.find((role) => role.slug === slug);
}
