export { default as scheduledBackupsPlugin } from './scheduled-backups-plugin';
