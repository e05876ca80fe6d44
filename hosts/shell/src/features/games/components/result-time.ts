/** A game without a result time (null, or left out by older data) shows --:--. */
export const resultTimeText = (rTime: string | null | undefined): string => (rTime && rTime.trim() ? rTime : '--:--');
