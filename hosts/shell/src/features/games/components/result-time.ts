/** Spec: a game without a result time shows --:--. */
export const resultTimeText = (rTime: string | null): string => (rTime && rTime.trim() ? rTime : '--:--');
