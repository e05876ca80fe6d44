import { useMutation } from '@tanstack/react-query';
import { postCsv } from '@ghadi/api-client';
import { apiPaths, importPreviewResponseSchema, type ImportPreviewResponse } from '@ghadi/contracts';

/** What importing `csv` would do: counts, and the first rows of each kind; the server writes nothing. */
export async function previewImport(csv: string): Promise<ImportPreviewResponse> {
  return importPreviewResponseSchema.parse(await postCsv(apiPaths.importPreview, csv));
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
