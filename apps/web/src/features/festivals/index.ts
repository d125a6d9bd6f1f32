// The festival calendar feature's front door (docs/product-rules.md#festival-calendar).
export { FestivalCalendarPanel } from './components/festival-calendar-panel';
export { FestivalPicker } from './components/festival-picker';
export { festivalKeys } from './hooks/use-festivals';
