export { default as adminChannelRoutes } from './admin-channel-routes';
export { default as channelPlugin } from './channel-plugin';
