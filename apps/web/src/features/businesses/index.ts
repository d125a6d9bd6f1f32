// The businesses feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.

export type { AreaBase } from './area-paths';
export { areaPaths, publicCardUrl } from './area-paths';
export { CardStatusChip } from './components/card-status-chip';
export { PlanStateChips } from './components/plan-state-chips';
export { invalidateBusinesses } from './hooks/invalidate';
export { useBusinessCategories } from './hooks/use-business-categories';
export { useBusinessList } from './hooks/use-business-list';
export { useCan } from './hooks/use-can';
export { useMyBusinesses } from './hooks/use-my-businesses';
export { planStateOf, usePlanStateWords } from './plan-state';
