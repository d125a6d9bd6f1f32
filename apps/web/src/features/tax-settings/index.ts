// The tax-settings feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { TaxSettingsCard } from './components/tax-settings-card';
export { TaxSettingsDialog, type TaxSettingsTarget } from './components/tax-settings-dialog';
export { TaxSettingsForm } from './components/tax-settings-form';
