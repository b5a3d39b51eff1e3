export const featuresPage = {
  heading: 'Everything You Need to Screen Candidates on Video',
} as const;
