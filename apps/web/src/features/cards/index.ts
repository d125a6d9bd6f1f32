// The cards feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { ImageUploadField } from './components/image-upload-field';
export { ShareCardButton } from './components/share-card-button';
export { applySectionErrors } from './editor/section-form';
export { useBusiness } from './hooks/use-business';
export { useBusinessCard } from './hooks/use-business-card';
