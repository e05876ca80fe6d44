import { useMutation } from '@tanstack/react-query';
import { errorBody, postCsv, type UploadProgress } from '@ghadi/api-client';
import {
  apiPaths,
  importRefusedResponseSchema,
  importResponseSchema,
  type ImportRefusedResponse,
  type ImportResponse,
} from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export interface ImportInput {
  csv: string;
  onUploadProgress?: UploadProgress;
}

/** Every row written, or none: the file refused as a whole (409), with the rows that stopped it. */
export type ImportOutcome = { imported: ImportResponse } | { refused: ImportRefusedResponse };

export async function importResults({ csv, onUploadProgress }: ImportInput): Promise<ImportOutcome> {
  try {
    return { imported: importResponseSchema.parse(await postCsv(apiPaths.importResults, csv, onUploadProgress)) };
  } catch (error) {
    // A refusal is an answer to show, not a failure: it names the rows to fix.
    const refused = importRefusedResponseSchema.safeParse(errorBody(error));
    if (refused.success) return { refused: refused.data };
    throw error;
  }
}

export function useImportResults() {
  const refresh = useRefreshAfter('result');
  return useMutation({
    mutationFn: importResults,
    // The results, their count and today's board may all have changed.
    onSuccess: (outcome) => {
      if ('imported' in outcome) void refresh();
    },
  });
}
