export { default as indexNowPlugin } from './indexnow-plugin';
