import { guideRoleFolders, questionFromGuide, readRoleGuides } from './guide-library';
import type { InterviewQuestion, QuestionRole, RoleProfile } from './types';
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

export type { CompetencyId, InterviewQuestion, QuestionRole, RoleProfile, RoleGroupId } from './types';

/** The roles as shipped, in the order the hub lists them within a group. */
const profiles: readonly RoleProfile[] = [
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

/** Each role with its questions: the guide files of its folder, read and checked at build (a broken file stops it). */
function withGuides(roles: readonly RoleProfile[]): QuestionRole[] {
  const folders = guideRoleFolders();
  const unknown = folders.filter((folder) => !roles.some((role) => role.slug === folder));
  if (unknown.length) throw new Error(`content/questions/guides/${unknown[0]}/ is no role of content/questions/roles/: add the role, or move its guides`);
  return roles.map((role) => {
    if (!folders.includes(role.slug)) throw new Error(`content/questions/guides/${role.slug}/ is missing: the role ${role.name} has no guides`);
    return { ...role, questions: readRoleGuides(role.slug).map(questionFromGuide) };
  });
}

/** Every role of the library, with its questions. */
export const questionRoles: readonly QuestionRole[] = withGuides(profiles);

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
