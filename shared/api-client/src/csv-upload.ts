import { apiClient } from './client';

// Far beyond the client's usual limit: years of results take up to a minute to check and write after the
// upload, and giving up early would report a failure for an import the server goes on to commit.
const CSV_TIMEOUT_MS = 10 * 60_000;

/** How far an upload got: the share of the file sent, 0 to 1, or undefined while its size is not known. */
export type UploadProgress = (sent: number | undefined) => void;

/**
 * POSTs a CSV file as `text/csv` through the one client (so it carries the token and signs out on a 401
 * like every call), reporting the upload's progress; answers the body for the caller's schema to read.
 */
export async function postCsv(path: string, csv: string, onUploadProgress?: UploadProgress): Promise<unknown> {
  const response = await apiClient.post(path, undefined, { csv, timeoutMs: CSV_TIMEOUT_MS, onUploadProgress });
  return response.data;
}
