export { default as metricsPlugin, type Metrics } from './metrics-plugin';
