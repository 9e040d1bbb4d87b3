/**
 * Size budgets (gzip, React excluded, every other dependency included), one list for the bench
 * and the packages' consumer check (scripts/checkPackages.ts).
 */
/** The modal app: what the page loads up front. */
export const MODAL_UP_FRONT_BUDGET = 35_000;
