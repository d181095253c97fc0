/**
 * The route guards that read the backend's answers (the role check, the watcher-token
 * check, the operator lookup). They come with the signed-in area's files, which the router
 * imports when a guard runs, so the sign-in page loads none of them and its first visit stays small.
 */
export { checkRole } from '@/features/session/role-check';
export { checkWatcherToken } from '@/features/watchers/watcher-check';
export { lookupOperatorQueryOptions } from '@/features/operators/api/lookup-operator';
