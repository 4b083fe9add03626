// Charts as stored, for the picker's chart stories and tests: the long lead sheet of the chart fixtures,
// and charts of any length from core's testing fixtures (the e2e gig's too).
import { chartText, type StoredChart } from '@tunedeck/core/chart';
import { chartOfBars } from '@tunedeck/core/testing';
import { LONG_CHART } from '../../chart/fixtures.js';

/** 40 bars in G minor with every mark a lead sheet has (repeats, endings, jumps, a 3/4 section). */
export const LEAD_SHEET: StoredChart = { key: 'G-', text: chartText(LONG_CHART) };

/** A 32-bar tune in F: whole on the stage of a laptop and of a phone on its side. */
export const THIRTY_TWO_BARS: StoredChart = { key: 'F', text: chartOfBars(32) };

/** 100 bars in D minor: pages on the stage. */
export const HUNDRED_BARS: StoredChart = { key: 'D-', text: chartOfBars(100, 3) };
