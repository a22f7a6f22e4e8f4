/** The pages beside the scheduler (docs/decisions/016), by path, with their titles. */
export const OTHER_PAGES = {
  "/settings": "Settings",
  "/activity": "Activity",
  "/reports": "Reports",
} as const;
export type OtherPagePath = keyof typeof OTHER_PAGES;
