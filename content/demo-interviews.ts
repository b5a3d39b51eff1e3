import type { DemoInterview } from '../lib/demo/schema';

/** The sample gateway's demo list: realistic interviews for the use cases the site names. */
export const demoInterviews: DemoInterview[] = [
  {
    graphId: 'demo-sales-associate',
    previewId: 'pv-sales-associate-01',
    name: 'Retail Sales Associate',
    shortDescription:
      'Five questions on handling a busy shop floor, upselling without pressure and turning a complaint into a return visit, answered on camera in under ten minutes.',
  },
  {
    graphId: 'demo-support-specialist',
    previewId: 'pv-support-specialist-01',
    name: 'Customer Support Specialist',
    shortDescription:
      'Candidates walk through a frustrated customer ticket, explain a refund policy in plain words and show how they keep calm on a live chat queue.',
  },
  {
    graphId: 'demo-video-audition',
    previewId: 'pv-video-audition-01',
    name: 'Commercial Video Audition',
    shortDescription: 'A casting call for a 30-second spot: a short self-tape, one scripted line and one improvised reaction.',
  },
  {
    graphId: 'demo-campus-intern',
    previewId: 'pv-campus-intern-01',
    name: 'Campus Marketing Internship',
    shortDescription:
      'Built for campus recruitment drives: students introduce a project they are proud of, pitch a campus event idea and share when they can start.',
  },
  {
    graphId: 'demo-freelance-designer',
    previewId: 'pv-freelance-designer-01',
    name: 'Freelance Product Designer',
    shortDescription: 'A quick screen for freelancers: portfolio walkthrough, rates, availability and a design critique question.',
  },
  {
    graphId: 'demo-content-creator',
    previewId: 'pv-content-creator-01',
    name: 'Brand Content Creator',
    shortDescription:
      'For brands reviewing influencers in bulk: creators present their audience, a past campaign and a sixty-second take on the product brief, all on video.',
  },
  {
    graphId: 'demo-volunteer-coordinator',
    previewId: 'pv-volunteer-coordinator-01',
    name: 'Community Volunteer',
    shortDescription: 'Volunteers share why they want to help, their weekly availability and how they would welcome a first-time visitor.',
  },
  {
    graphId: 'demo-online-tutor',
    previewId: 'pv-online-tutor-01',
    name: 'Online Math Tutor',
    shortDescription:
      'Tutors and coaches explain a fractions problem as they would to a twelve-year-old, then describe how they keep a remote student motivated week after week.',
  },
];
