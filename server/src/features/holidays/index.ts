export { holidaysAnswer } from './holiday-answers';
export { findHoliday, lockGhadiCalendar } from './holiday-queries';
export { default as holidayRoutes } from './holiday-routes';
