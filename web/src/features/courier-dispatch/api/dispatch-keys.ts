export const BOARD_KEY = ["/api/dispatch/board"] as const;
export const EARNINGS_KEY = ["/api/dispatch/earnings"] as const;
