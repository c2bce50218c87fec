/** After how many minutes of waiting an order's card turns amber (warn), then red (late). */
export interface WaitingThresholds {
  warnMinutes: number;
  lateMinutes: number;
}

const DEFAULT_THRESHOLDS: WaitingThresholds = { warnMinutes: 10, lateMinutes: 20 };

/**
 * The waiting-time thresholds of an outlet. The one place they come from: today the defaults; when
 * outlets get their own ordering settings, they are read here and every card follows.
 */
export function waitingThresholds(_outlet: { id: string } | null): WaitingThresholds {
  return DEFAULT_THRESHOLDS;
}
