/** Resolved colours of the pie segments (gov.7, orange.6, gray.5) for the legend table. */
export const PIE_SWATCHES = [
  'var(--mantine-color-gov-7)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-gray-5)',
] as const;
