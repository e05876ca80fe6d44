import { useMutation } from '@tanstack/react-query';
import { updateResult } from '@ghadi/api-client';

/** The agents' update-result call, which the server allows an admin for any game. */
export const useUpdateResult = () => useMutation({ mutationFn: updateResult });
