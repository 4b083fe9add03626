// What a page's first scripts draw with before React has loaded (the site's early picker drawing): plain
// DOM functions the screens use too, so that what is drawn early is what the app then draws. Nothing
// here imports React at run time.
export { fitTitle, unfitTitle } from './internal/title-fit.js';
export { foldBar } from './screens/picker/bar-folds.js';
export { CHART_BESIDE_QUERY } from './screens/picker/chart-beside-query.js';
export {
  drawPickerScreen,
  PICKER_TEMPLATE_ID,
  type PickerReadyView,
} from './screens/picker/picker-draw.js';
export { storedChartShown } from './stage/stored-chart-shown.js';
export { storedInstrument } from './stage/stored-instrument.js';
