/**
 * A deleted author's name on their reviews (§8.11), as the review's `authorName`. In a module of its
 * own, with no schema beside it: the gym page shows reviews, and importing it from privacy-schemas.ts
 * had that page download zod (22 KB) before its first paint (issue 31, docs/benchmarks.md).
 */
export const FORMER_MEMBER_NAME = 'Former member';
