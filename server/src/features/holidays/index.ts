export { holidaysAnswer } from './holiday-answers';
export { findHolidayDates, lockGhadiCalendar } from './holiday-queries';
export { default as holidayRoutes } from './holiday-routes';
