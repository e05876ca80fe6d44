export { default as cdnPurgePlugin } from './cdn-purge-plugin';
