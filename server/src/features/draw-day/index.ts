export { drawDayAnswer } from './draw-day-answer';
export { default as drawDayRoutes } from './draw-day-routes';
export { default as drawDayTickerPlugin } from './draw-day-ticker-plugin';
export { minutesShownUntil, wallClockInstant } from './time-boundaries';
