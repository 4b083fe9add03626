// React-free: the early drawing of the picker (the site's) asks it before React has loaded.

/**
 * Where the chart sits beside the tune, shown without a tap: a wide screen (a desk) or one on its side
 * (a tablet or phone on the music stand). The same query lays it out (picker-screen.css).
 */
export const CHART_BESIDE_QUERY = '(orientation: landscape), (min-width: 1024px)';
