// The enquiries feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { EnquiriesMenuItem } from './components/enquiries-menu-item';
export { receivedAgo } from './enquiry-format';
