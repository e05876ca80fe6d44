// Build-time settings of the admin remote, read once here. APP_VERSION is set by the build (webpack DefinePlugin).
export const APP_VERSION: string = process.env.APP_VERSION ?? 'dev';
