// The agency-management feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { RupeeField } from './components/rupee-field';
export { ShownOncePassword } from './components/shown-once-password';
export { useAgencyList } from './hooks/use-agencies';
