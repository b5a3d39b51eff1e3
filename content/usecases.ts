export const useCasesPage = {
  heading: 'One Platform for Every Kind of Evaluation',
} as const;
