/**
 * The route guards that read the backend's answers with the contract's schemas (the role
 * check, the watcher-token check, the operator lookup). They are a chunk of their own that
 * the router imports when a guard runs, so the sign-in page loads no schema library
 * (issue 17 §6).
 */
export { checkRole } from '@/features/session/role-check';
export { checkWatcherToken } from '@/features/watchers/watcher-check';
export { lookupOperatorQueryOptions } from '@/features/operators/api/lookup-operator';
